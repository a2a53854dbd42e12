/**
 * The sermons the index build reads from a site's public feed and transcripts, with fetch
 * played by a table of answers: only addresses under the media prefix are asked for, an
 * oversized or missing transcript leaves its sermon without one, and a feed that cannot be read
 * is a problem to log, never an exception.
 */
import { describe, expect, test, vi } from 'vitest';
import { publishedSermons } from '../../../../src/features/sermons/build/search-records.ts';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { MAX_TRANSCRIPT_BYTES } from '../../../../src/features/transcripts/shared/transcript.ts';
import { buildFeed } from '../../../../src/features/sermons/shared/feed.ts';
import { channelFor } from '../../../../src/features/sermons/server/feed/channel.ts';

const SITE = 'https://www.dcc.example';
const MEDIA = 'https://media.dcc.example/media/';
const site = { siteUrl: SITE, mediaPublicUrl: MEDIA, fetchFrom: SITE, timezone: 'UTC' };

function episode(slug: string, transcript?: string): Episode {
  return {
    guid: `${MEDIA}${slug}.mp3`,
    title: `Sermon ${slug}`,
    pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
    author: 'Daniel Whitfield',
    summary: 'Colossians',
    image: `${MEDIA}${slug}.jpg`,
    duration: 60,
    enclosure: { url: `${MEDIA}${slug}.mp3`, type: 'audio/mpeg', length: 1000 },
    link: `${SITE}/sermons/${slug}`,
    ...(transcript ? { transcript } : {}),
    transcriptSource: transcript ? 'staff' : null,
  };
}

const feed = buildFeed({
  channel: channelFor({ siteUrl: SITE, mediaPublicUrl: MEDIA }, Date.now()),
  items: [
    episode('a', `${MEDIA}a.vtt`),
    episode('b', 'https://elsewhere.example/media/b.vtt'),
    episode('c', `${MEDIA}c.vtt`),
    episode('d', `${MEDIA}d.vtt`),
  ],
});
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGrace and peace.\n';

/** A fetch answering from `answers` by URL (404 for the rest), recording what was asked. */
function fakeFetch(answers: Record<string, string>) {
  const asked: string[] = [];
  const get = (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : input.toString();
    asked.push(url);
    const body = answers[url];
    return Promise.resolve(new Response(body ?? 'no', { status: body === undefined ? 404 : 200 }));
  };
  return { asked, get };
}

describe('publishedSermons', () => {
  test('reads the feed and the transcripts under the media prefix, and nothing else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { asked, get } = fakeFetch({
      [`${SITE}/podcast.xml`]: feed,
      [`${MEDIA}a.vtt`]: VTT,
      [`${MEDIA}c.vtt`]: `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(2 * MAX_TRANSCRIPT_BYTES)}\n`,
    });
    const { sermons, problem } = await publishedSermons(site, get);
    expect(problem).toBeNull();
    expect(sermons.map((s) => [s.slug, s.cues.length])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 0],
      ['d', 0],
    ]);
    expect(asked).not.toContain('https://elsewhere.example/media/b.vtt');
    expect([...asked].sort()).toEqual([
      `${MEDIA}a.vtt`,
      `${MEDIA}c.vtt`,
      `${MEDIA}d.vtt`,
      `${SITE}/podcast.xml`,
    ]);
  });

  test('a feed that cannot be read gives no sermons and a problem to log', async () => {
    const missing = await publishedSermons(site, fakeFetch({}).get);
    expect(missing.sermons).toEqual([]);
    expect(missing.problem).toMatch(/podcast\.xml answered 404/);
    const broken = await publishedSermons(
      site,
      fakeFetch({ [`${SITE}/podcast.xml`]: '<html>' }).get,
    );
    expect(broken.problem).toMatch(/could not read the public feed/);
    const down = await publishedSermons(site, () => Promise.reject(new TypeError('fetch failed')));
    expect(down.problem).toMatch(/fetch failed/);
  });
});
