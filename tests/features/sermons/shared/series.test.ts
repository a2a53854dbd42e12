import { parseFeed as partytime } from 'podcast-partytime';
import RssParser from 'rss-parser';
import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { buildFeed, parseFeed } from '../../../../src/features/sermons/shared/feed.ts';
import {
  defaultSeriesDescription,
  findSeries,
  seriesChannel,
  seriesFeedPath,
  seriesSlug,
} from '../../../../src/features/sermons/shared/series.ts';
import { channelFor, podcastGuid } from '../../../../src/features/sermons/server/feed/channel.ts';

const site = 'https://dogwoodcc.org';

function sermon(day: number, series: string): Episode {
  return {
    guid: `/media/2025/${day}.mp3`,
    title: `Sermon ${day}`,
    pubDate: `Sun, ${String(day).padStart(2, '0')} Jan 2025 10:30:00 -0500`,
    author: 'Daniel Whitfield',
    summary: series,
    image: `${site}/media/2025/${day}.jpg`,
    duration: 1800,
    enclosure: { url: `${site}/media/2025/${day}.mp3`, type: 'audio/mpeg', length: 1000 },
    link: `${site}/sermons/2025-01-${String(day).padStart(2, '0')}-sermon-${day}`,
    transcriptSource: null,
  };
}

// stored out of order, with a series whose name is written two ways
const items = [
  sermon(5, 'Psalms for the Weary'),
  sermon(12, 'Ruth: The Kinsman Redeemer'),
  sermon(19, 'Psalms for the Weary '),
  sermon(2, 'Psalms for the Weary'),
  sermon(26, ''),
];

describe('series slugs and paths', () => {
  test('a series is named by the slug of its name', () => {
    expect(seriesSlug('Ruth: The Kinsman Redeemer')).toBe('ruth-the-kinsman-redeemer');
    expect(seriesSlug('Psalms for the Weary ')).toBe('psalms-for-the-weary');
    expect(seriesSlug('???')).toMatch(/^series-[0-9a-z]{6}$/);
    expect(seriesFeedPath('psalms-for-the-weary')).toBe(
      '/sermons/series/psalms-for-the-weary/feed.xml',
    );
  });
});

describe('findSeries', () => {
  test('groups exactly the series’ sermons, newest first', () => {
    const found = findSeries(items, 'psalms-for-the-weary', [], site);
    expect(found?.sermons.map((s) => s.title)).toEqual(['Sermon 19', 'Sermon 5', 'Sermon 2']);
    expect(found?.name).toBe('Psalms for the Weary');
    expect(found?.description).toBe(defaultSeriesDescription('Psalms for the Weary'));
    // without artwork of its own: the newest sermon's picture
    expect(found?.image).toBe(`${site}/media/2025/19.jpg`);
  });

  test('takes the name, description and artwork staff wrote', () => {
    const notes = [
      {
        name: 'Ruth: the Kinsman Redeemer',
        description: 'A story of loyalty.',
        artwork: '/images/series/ruth.jpg',
      },
    ];
    const found = findSeries(items, 'ruth-the-kinsman-redeemer', notes, site);
    expect(found).toMatchObject({
      name: 'Ruth: the Kinsman Redeemer',
      description: 'A story of loyalty.',
      image: `${site}/images/series/ruth.jpg`,
    });
    expect(found?.sermons).toHaveLength(1);
  });

  test('an unknown slug, or one with only a description, is no series', () => {
    expect(findSeries(items, 'no-such-series', [], site)).toBeNull();
    const notes = [{ name: 'Advent', description: 'Waiting.' }];
    expect(findSeries(items, 'advent', notes, site)).toBeNull();
    // sermons without a series are in none
    expect(findSeries(items, 'series', [], site)).toBeNull();
  });
});

describe('a series’ own feed', () => {
  const main = channelFor({ siteUrl: site, mediaPublicUrl: '/media/' }, Date.now());
  const series = findSeries(items, 'psalms-for-the-weary', [], site)!;
  const feedUrl = `${site}${seriesFeedPath(series.slug)}`;
  const channel = seriesChannel(
    main,
    series,
    `${site}/sermons/series/psalms-for-the-weary`,
    feedUrl,
    podcastGuid(feedUrl),
  );
  const xml = buildFeed({ channel, items: series.sermons });

  test('names the series and has its own address, guid and artwork', () => {
    expect(channel.title).toBe('Dogwood Community Church: Psalms for the Weary');
    expect(channel.podcastGuid).not.toBe(main.podcastGuid);
    expect(parseFeed(xml).channel).toEqual(channel);
    expect(xml).toContain(`<atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain(`<itunes:image href="${site}/media/2025/19.jpg"/>`);
  });

  test('is read the same way by podcast-partytime and rss-parser', async () => {
    const read = partytime(xml);
    expect(read?.title).toBe('Dogwood Community Church: Psalms for the Weary');
    expect(read?.guid).toBe(podcastGuid(feedUrl));
    expect(read?.items.map((i) => i.guid)).toEqual(series.sermons.map((s) => s.guid));
    const rss = await new RssParser().parseString(xml);
    expect(rss.title).toBe('Dogwood Community Church: Psalms for the Weary');
    expect(rss.feedUrl).toBe(feedUrl);
    expect(rss.items.map((i) => i.title)).toEqual(['Sermon 19', 'Sermon 5', 'Sermon 2']);
  });
});
