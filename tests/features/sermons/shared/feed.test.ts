import { parseFeed as partytime } from 'podcast-partytime';
import RssParser from 'rss-parser';
import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { buildFeed, parseFeed, type Feed } from '../../../../src/features/sermons/shared/feed.ts';
import { durationSeconds } from '../../../../src/features/sermons/shared/xml.ts';
import {
  channelFor,
  podcastGuid,
  uuidV5,
} from '../../../../src/features/sermons/server/feed/channel.ts';

const cfg = { siteUrl: 'https://dogwoodcc.org', mediaPublicUrl: '/media/' };

function episode(n: number, extra: Partial<Episode> = {}): Episode {
  return {
    guid: `/media/2025/${n}-sermon.mp3`,
    title: `Sermon ${n} & <friends>`,
    pubDate: `Sun, 0${n} Jan 2025 10:30:00 -0500`,
    author: 'Daniel Whitfield',
    summary: 'Colossians: Christ Above All',
    image: `https://dogwoodcc.org/media/2025/${n}-art.jpg`,
    duration: 1800 + n,
    enclosure: {
      url: `https://dogwoodcc.org/media/2025/${n}-sermon.mp3`,
      type: 'audio/mpeg',
      length: 1000 + n,
    },
    transcriptSource: null,
    ...extra,
  };
}

const feed: Feed = {
  channel: channelFor(cfg, Date.now()),
  items: [
    episode(2, {
      videoLink: 'https://www.youtube.com/watch?v=abc',
      link: 'https://dogwoodcc.org/sermons/2025-01-02-sermon-2-friends',
    }),
    episode(1),
  ],
};

describe('buildFeed and parseFeed', () => {
  test('round-trip every episode field, the video link and the channel', () => {
    const parsed = parseFeed(buildFeed(feed));
    expect(parsed.items).toEqual(feed.items);
    expect(parsed.channel).toEqual(feed.channel);
    expect(parsed.items[1]).not.toHaveProperty('videoLink');
  });

  test('links each item to its sermon page and keeps the video in the church’s namespace', () => {
    const xml = buildFeed(feed);
    expect(xml).toContain('<link>https://dogwoodcc.org/sermons/2025-01-02-sermon-2-friends</link>');
    expect(xml).toContain('<dcc:video>https://www.youtube.com/watch?v=abc</dcc:video>');
    expect(xml).toContain('xmlns:dcc="https://dogwoodcc.org/ns/podcast/1.0"');
    // a feed written before the sermon pages had the video as the item's link
    const legacy = xml
      .replace(
        /<link>https:\/\/dogwoodcc\.org\/sermons\/[^<]*<\/link>/,
        '<link>https://www.youtube.com/watch?v=old</link>',
      )
      .replace(/<dcc:video>[^<]*<\/dcc:video>/, '');
    const [item] = parseFeed(legacy).items;
    expect(item).toMatchObject({ videoLink: 'https://www.youtube.com/watch?v=old' });
    expect(item).not.toHaveProperty('link');
  });

  test('keeps the Bible passage and its OSIS reference as dcc:passage', () => {
    const passage = {
      passage: 'Romans 8:28–39; John 3:16',
      passageOsis: 'Rom.8.28-Rom.8.39,John.3.16',
    };
    const withPassage: Feed = { ...feed, items: [episode(3, passage), episode(1)] };
    const xml = buildFeed(withPassage);
    expect(xml).toContain(
      '<dcc:passage osis="Rom.8.28-Rom.8.39,John.3.16">Romans 8:28–39; John 3:16</dcc:passage>',
    );
    const parsed = parseFeed(xml);
    expect(parsed.items).toEqual(withPassage.items);
    expect(parsed.items[1]).not.toHaveProperty('passage');
  });
});

describe('buildFeed: what podcast apps read', () => {
  test('writes the tags Apple and Podcasting 2.0 ask for', () => {
    const xml = buildFeed(feed);
    for (const tag of [
      'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
      'xmlns:podcast="https://podcastindex.org/namespace/1.0"',
      '<language>en-us</language>',
      '<itunes:explicit>false</itunes:explicit>',
      '<itunes:category text="Religion &amp; Spirituality">',
      '<itunes:image href="https://dogwoodcc.org/media/podcast/cover.jpg"/>',
      '<podcast:locked owner="office@dogwoodcc.org">yes</podcast:locked>',
      '<podcast:funding url="https://dogwoodcc.org/give">',
      '<podcast:person role="host">Daniel Whitfield</podcast:person>',
      '<guid isPermaLink="false">/media/2025/2-sermon.mp3</guid>',
      '<itunes:duration>1802</itunes:duration>',
      '<enclosure url="https://dogwoodcc.org/media/2025/2-sermon.mp3" length="1002" type="audio/mpeg"/>',
      '<title>Sermon 2 &amp; &lt;friends&gt;</title>',
    ]) {
      expect(xml).toContain(tag);
    }
  });

  test('is read the same way by podcast-partytime', () => {
    const result = partytime(buildFeed(feed));
    expect(result).not.toBeNull();
    expect(result?.title).toBe('Dogwood Community Church Sermons');
    expect(result?.guid).toBe(podcastGuid('https://dogwoodcc.org/podcast.xml'));
    expect(result?.locked).toBe(true);
    expect(result?.podcastFunding?.[0]?.url).toBe('https://dogwoodcc.org/give');
    expect(result?.explicit).toBe(false);
    expect(result?.categories).toContain('christianity');
    const first = result?.items.find((i) => i.guid === '/media/2025/2-sermon.mp3');
    expect(first?.duration).toBe(1802);
    expect(first?.enclosure).toEqual({
      url: 'https://dogwoodcc.org/media/2025/2-sermon.mp3',
      length: 1002,
      type: 'audio/mpeg',
    });
    expect(first?.podcastPeople?.[0]?.name).toBe('Daniel Whitfield');
    expect(first?.pubDate?.toISOString()).toBe('2025-01-02T15:30:00.000Z');
  });

  test('is read the same way by rss-parser', async () => {
    const result = await new RssParser().parseString(buildFeed(feed));
    expect(result.title).toBe('Dogwood Community Church Sermons');
    expect(result.items.map((i) => i.guid)).toEqual([
      '/media/2025/2-sermon.mp3',
      '/media/2025/1-sermon.mp3',
    ]);
    expect(result.items[0]?.enclosure?.length).toBe('1002');
    expect(result.itunes?.categories).toContain('Religion & Spirituality');
    expect(result.itunes?.image).toBe('https://dogwoodcc.org/media/podcast/cover.jpg');
  });
});

describe('buildFeed and parseFeed: bad and foreign input', () => {
  test('refuses a channel description over 4000 bytes', () => {
    const long = { ...feed, channel: { ...feed.channel, description: 'é'.repeat(2001) } };
    expect(() => buildFeed(long)).toThrow(/4000 bytes/);
  });

  test('drops control characters XML cannot carry', () => {
    const xml = buildFeed({ ...feed, items: [episode(3, { title: 'Bad\u0007 title\u0000' })] });
    expect(parseFeed(xml).items[0]?.title).toBe('Bad title');
  });

  test('reads clock-form durations and items with missing parts from other feeds', () => {
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="${'http://www.itunes.com/dtds/podcast-1.0.dtd'}"><channel><title>x</title>
      <item><title>Old</title><guid isPermaLink="true">https://x.org/a.mp3</guid><itunes:duration>1:02:03</itunes:duration>
      <enclosure url="https://x.org/a.mp3" length="12" type="audio/mpeg"/></item></channel></rss>`;
    const [item] = parseFeed(xml).items;
    expect(item?.duration).toBe(3723);
    expect(item?.guid).toBe('https://x.org/a.mp3');
    expect(item?.author).toBe('');
  });

  test('says clearly when the text is not a feed', () => {
    expect(() => parseFeed('<html><body>hi</body></html>')).toThrow(/not an RSS document/);
  });
});

describe('durationSeconds', () => {
  test('reads seconds and clock forms, and refuses junk', () => {
    expect(durationSeconds('1234')).toBe(1234);
    expect(durationSeconds('05:30')).toBe(330);
    expect(durationSeconds('1:00:00')).toBe(3600);
    expect(durationSeconds('abc')).toBe(0);
    expect(durationSeconds('1:2:3:4')).toBe(0);
  });
});

describe('podcastGuid', () => {
  test('matches the Podcasting 2.0 example for a feed URL', () => {
    // the example in the podcast namespace's guid documentation
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });

  test('is an RFC 4122 version 5 UUID', () => {
    // RFC 4122 DNS namespace example used by many UUID libraries
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
