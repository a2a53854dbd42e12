/**
 * Search finds a sermon as soon as it is published (docs/architecture.md section 9): publishing
 * calls SEARCH_BUILD_HOOK, which the local servers point at their own rebuild endpoint, so the
 * index served at /pagefind/ is rewritten from the served storage (files, or S3 in production
 * mode) before the publish answers. An edit changes what is found, and a removed sermon is no
 * longer found. Real requests to the podcast function, queried with Pagefind's own code.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { bestMoment, searchSite } from '../../../helpers/search.ts';
import { MODE } from '../../../helpers/target.ts';

const PHRASE = 'quixotic lanterns gleam over Zebulun';
const VTT = [
  'WEBVTT',
  '00:00:00.000 --> 00:00:03.000\nGrace and peace to you.',
  `00:00:03.200 --> 00:00:05.000\nTonight the ${PHRASE} again.`,
].join('\n\n');

let h: PodcastHarness;
let episode: Episode;
const path = () => new URL(episode.link!).pathname;

beforeAll(async () => {
  h = await startPodcastHarness({}, { searchRebuild: true });
});
afterAll(() => h.close());

describe('search after publishing', () => {
  test('at start the index holds the sermons the served storage holds', async () => {
    expect(await searchSite(h.server.url, 'quixotic Zebulun')).toEqual([]);
    if (MODE === 'demo') {
      const [demo] = await searchSite(h.server.url, 'Prayer for Jerusalem');
      expect(demo?.meta).toMatchObject({ title: 'A Prayer for Jerusalem', kind: 'Sermon' });
    }
  });

  test('finds a new sermon by what was said, at the second it was said', async () => {
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Lanterns in the Dark'],
      ['author', 'Ezekiel Marchbanks'],
      ['summary', 'Night Watches'],
      ['audio', demoMp3(1), 'a.mp3'],
      ['image', await picture('jpeg', 1400), 'art.jpg'],
      ['transcript', Buffer.from(VTT), 'sermon.vtt'],
    ]);
    expect(answer, answer.message).toMatchObject({ status: 201 });
    episode = (await h.episodes()).find((e) => e.title === 'Lanterns in the Dark')!;
    const [first] = await searchSite(h.server.url, 'quixotic lanterns gleam');
    expect(first?.url).toBe(path());
    expect(first?.meta).toMatchObject({
      title: 'Lanterns in the Dark',
      kind: 'Sermon',
      speaker: 'Ezekiel Marchbanks',
      series: 'Night Watches',
      image: episode.image,
    });
    expect(bestMoment(first)).toMatchObject({ url: `${path()}#t=3`, title: '0:03' });
  });

  test('finds an edited sermon by its new title only', async () => {
    const edited = await h.submit('PUT', `/api/podcast/${h.suffix(episode)}`, [
      ['title', 'Marmalade Mornings'],
    ]);
    expect(edited.status, edited.message).toBe(200);
    const [first] = await searchSite(h.server.url, 'Marmalade Mornings');
    expect(first).toMatchObject({ url: path(), meta: { title: 'Marmalade Mornings' } });
    const old = await searchSite(h.server.url, 'Lanterns in the Dark', 20);
    expect(old.map((r) => r.meta['title'])).not.toContain('Lanterns in the Dark');
  });

  test('no longer finds a removed sermon', async () => {
    const removed = await h.remove(h.suffix(episode));
    expect(removed.status, removed.message).toBe(200);
    expect(await searchSite(h.server.url, 'quixotic Zebulun')).toEqual([]);
    const byTitle = await searchSite(h.server.url, 'Marmalade Mornings', 20);
    expect(byTitle.map((r) => r.url)).not.toContain(path());
  });
});
