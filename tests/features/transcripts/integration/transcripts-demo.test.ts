/**
 * The demo archive follows along too: every seeded sermon's feed item links a WebVTT transcript,
 * its SRT copy and JSON chapters made to fit its 30-45 minutes, each served with its type, each
 * sermon saying its own words from its own passage, and its page shows them. (Production mode
 * starts with an empty archive.)
 */
import { parseFeed as partytime } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { readTranscript } from '../../../../src/features/transcripts/shared/transcript.ts';
import { parseChaptersJson } from '../../../../src/features/sermons/shared/json-chapters.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { MODE } from '../../../helpers/target.ts';

let server: TestServer;
beforeAll(async () => {
  if (MODE === 'demo') server = await startTestServer();
});
afterAll(() => server?.close());

async function fetched(url: string, type: RegExp): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toMatch(type);
  return response.text();
}

describe.skipIf(MODE !== 'demo')('the demo archive’s transcripts and chapters', () => {
  test('every seeded item has both, and the files resolve with their types', async () => {
    const feed = partytime(await (await fetch(`${server.url}/podcast.xml`)).text());
    const episodes = (await (await fetch(`${server.url}/api/media`)).json()) as Episode[];
    expect(feed!.items.length).toBeGreaterThan(30);
    for (const item of feed!.items) {
      expect(item.podcastTranscripts?.map((t) => t.type)).toEqual(['text/vtt', 'application/srt']);
      expect(item.podcastChapters?.type).toBe('application/json+chapters');
    }
    const said = new Set<string>();
    for (const episode of [episodes[0]!, episodes.at(-1)!]) {
      const item = feed!.items.find((i) => i.guid === episode.guid)!;
      const [vttLink, srtLink] = item.podcastTranscripts!;
      const vtt = readTranscript(await fetched(vttLink!.url, /^text\/vtt/), episode.duration);
      expect(vtt.ok && vtt.value.length).toBeGreaterThan(300);
      const last = vtt.ok ? vtt.value.at(-1)! : null;
      expect(last!.end).toBeGreaterThan(episode.duration - 40);
      const srt = readTranscript(
        await fetched(srtLink!.url, /^application\/srt/),
        episode.duration,
      );
      expect(srt).toEqual(vtt);
      // each sermon's own words: no sentence of the newest is said in the oldest
      for (const cue of vtt.ok ? vtt.value : []) expect(said.has(cue.text)).toBe(false);
      if (vtt.ok) for (const cue of vtt.value) said.add(cue.text);
      const json = await fetched(item.podcastChapters!.url, /^application\/json\+chapters/);
      const chapters = parseChaptersJson(json, episode.duration);
      expect(chapters.ok && chapters.value.length).toBe(6);
      expect(chapters.ok && chapters.value[0]).toMatchObject({ startTime: 0 });
      expect(chapters.ok && chapters.value[0]!.title).toMatch(/^Reading: [1-3A-Z][a-z]+ \d/);
      expect((JSON.parse(json) as { version: string }).version).toBe('1.2.0');
    }
  });

  test('a demo sermon’s page shows its chapters and transcript', async () => {
    const [newest] = (await (await fetch(`${server.url}/api/media`)).json()) as Episode[];
    const page = await (await fetch(server.url + new URL(newest!.link!).pathname)).text();
    expect(page).toContain('<h2 id="chapters-heading">Chapters</h2>');
    expect(page).toContain('<span class="chapter-title">Closing prayer</span>');
    expect(page).toContain('<span class="chapter-title">Reading: Colossians 3:1-4</span>');
    expect(page).toContain('Set your mind on the things that are above');
    expect(page).toContain('<track kind="captions"');
  });
});
