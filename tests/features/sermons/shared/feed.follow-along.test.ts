import { parseFeed as partytime } from 'podcast-partytime';
import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { buildFeed, parseFeed } from '../../../../src/features/sermons/shared/feed.ts';
import { channelFor } from '../../../../src/features/sermons/server/feed/channel.ts';

const base: Episode = {
  guid: '/media/2025/a-sermon.mp3',
  title: 'Set Your Minds on Things Above',
  pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
  author: 'Daniel Whitfield',
  summary: 'Colossians: Christ Above All',
  image: 'https://dogwoodcc.org/media/2025/a-art.jpg',
  duration: 1800,
  enclosure: {
    url: 'https://dogwoodcc.org/media/2025/a-sermon.mp3',
    type: 'audio/mpeg',
    length: 1000,
  },
  link: 'https://dogwoodcc.org/sermons/2025-01-05-set-your-minds-on-things-above',
  transcriptSource: null,
};
const followed: Episode = {
  ...base,
  guid: '/media/2025/b-sermon.mp3',
  enclosure: { ...base.enclosure, url: 'https://dogwoodcc.org/media/2025/b-sermon.mp3' },
  transcript: 'https://dogwoodcc.org/media/2025/b-sermon.vtt',
  transcriptSrt: 'https://dogwoodcc.org/media/2025/b-sermon.srt',
  chapters: 'https://dogwoodcc.org/media/2025/b-sermon.chapters.json',
  transcriptSource: 'staff',
};
const feed = {
  channel: channelFor({ siteUrl: 'https://dogwoodcc.org', mediaPublicUrl: '/media/' }, Date.now()),
  items: [followed, base],
};

describe('transcript and chapters in the feed', () => {
  test('an item with them carries podcast:transcript (VTT and SRT) and podcast:chapters', () => {
    const xml = buildFeed(feed);
    expect(xml).toContain(
      '<podcast:transcript url="https://dogwoodcc.org/media/2025/b-sermon.vtt" type="text/vtt" language="en" rel="captions" dcc:source="staff"/>',
    );
    expect(xml).toContain('type="application/srt"');
    expect(xml).toContain(
      '<podcast:chapters url="https://dogwoodcc.org/media/2025/b-sermon.chapters.json" type="application/json+chapters"/>',
    );
    expect(xml.match(/<podcast:transcript /g)).toHaveLength(2);
  });

  test('round-trips through parseFeed, and an item without them has neither', () => {
    const [first, second] = parseFeed(buildFeed(feed)).items;
    expect(first).toEqual(followed);
    expect(second).toEqual(base);
    expect(second).not.toHaveProperty('transcript');
  });

  test('podcast-partytime reads both', () => {
    const parsed = partytime(buildFeed(feed));
    const [item, plain] = parsed!.items;
    expect(item!.podcastTranscripts).toEqual([
      { url: followed.transcript, type: 'text/vtt', language: 'en', rel: 'captions' },
      { url: followed.transcriptSrt, type: 'application/srt', language: 'en', rel: 'captions' },
    ]);
    expect(item!.podcastChapters).toEqual({
      url: followed.chapters,
      type: 'application/json+chapters',
    });
    expect(plain!.podcastTranscripts).toBeUndefined();
  });
});

describe('who wrote the transcript', () => {
  const machine: Episode = { ...followed, transcriptSource: 'machine' };

  test('a machine transcript says so in dcc:source and reads back as machine', () => {
    const xml = buildFeed({ ...feed, items: [machine, base] });
    expect(xml.match(/dcc:source="machine"/g)).toHaveLength(2);
    const [first, second] = parseFeed(xml).items;
    expect(first!.transcriptSource).toBe('machine');
    expect(second!.transcriptSource).toBeNull();
  });

  test('a reviewed transcript reads back as staff', () => {
    const [first] = parseFeed(buildFeed({ ...feed, items: [followed] })).items;
    expect(first!.transcriptSource).toBe('staff');
  });

  test('a feed written before dcc:source reads its transcripts as staff', () => {
    const xml = buildFeed(feed).replace(/ dcc:source="[a-z]+"/g, '');
    expect(xml).not.toContain('dcc:source');
    const [first, second] = parseFeed(xml).items;
    expect(first!.transcriptSource).toBe('staff');
    expect(second!.transcriptSource).toBeNull();
  });

  test('an unknown source is not taken for a machine one', () => {
    const xml = buildFeed({ ...feed, items: [machine] }).replace(
      /dcc:source="machine"/g,
      'dcc:source="robot"',
    );
    expect(parseFeed(xml).items[0]!.transcriptSource).toBe('staff');
  });
});
