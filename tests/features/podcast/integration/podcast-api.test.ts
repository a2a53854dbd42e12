/**
 * The podcast API on its mode's storage (tests/helpers/mode-storage.ts):
 * create, edit without files, replace the audio, choose a previous image, delete, and twenty
 * concurrent writers.
 */
import { parseFeed as partytime } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { config } from '../../../../src/platform/server/config/index.ts';
import { keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import type { PodcastHarness } from '../../../helpers/podcast-client.ts';
import { STORAGE } from '../../../helpers/mode-storage.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { startSeeded } from './podcast-api.ts';

const exists = async (url: string) =>
  Boolean(await serverDeps().storage.head(keyForUrl(config(), url)!));

// filled in by the describe below; its blocks run in order on one server
let h: PodcastHarness;
let before: number;

/** The feed's caching, and creating an episode from its files. */
function readAndCreate(): void {
  test('/api/media and /podcast.xml revalidate by ETag in browsers', async () => {
    for (const path of ['/api/media', '/podcast.xml']) {
      const first = await fetch(h.server.url + path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(first.headers.get('cache-tag')).toBe('podcast');
      const etag = first.headers.get('etag')!;
      const again = await fetch(h.server.url + path, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
    const feed = await fetch(`${h.server.url}/podcast.xml`);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  });

  test('creates an episode with the facts read from its files', async () => {
    const hookCalls = h.server.buildHookCalls();
    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'Integration Sermon'],
      ['author', 'Rachel Okafor'],
      ['summary', 'Testing Series'],
      ['videoLink', 'https://www.youtube.com/watch?v=test'],
      ['pubDate', '2031-03-02'],
      ['audio', demoMp3(1), 'my sermon.mp3'],
      ['image', await picture('png', 1400), 'art.png'],
    ]);
    expect(created).toEqual({ status: 201, message: '"Integration Sermon" was published.' });
    // and asked Netlify's build hook (its stand-in here) for a new search index
    expect(h.server.buildHookCalls()).toBe(hookCalls + 1);
    const [newest] = await h.episodes();
    expect(newest).toMatchObject({
      title: 'Integration Sermon',
      author: 'Rachel Okafor',
      summary: 'Testing Series',
      videoLink: 'https://www.youtube.com/watch?v=test',
      pubDate: 'Sun, 02 Mar 2031 10:30:00 -0500',
      duration: 6,
      enclosure: { type: 'audio/mpeg', length: demoMp3(1).length },
    });
    const { mediaPublicUrl } = config();
    expect(newest!.guid.startsWith(mediaPublicUrl)).toBe(true);
    expect(newest!.guid.slice(mediaPublicUrl.length)).toMatch(
      /^\d{4}\/[0-9a-f-]{36}-integration-sermon\.mp3$/,
    );
    expect(newest!.enclosure.url).toBe(new URL(newest!.guid, config().siteUrl).href);
    expect(newest!.image).toMatch(/-integration-sermon\.png$/);
    expect(await exists(newest!.image)).toBe(true);
    const feed = await (await fetch(`${h.server.url}/podcast.xml`)).text();
    const parsed = partytime(feed);
    expect(parsed?.items.length).toBe(before + 1);
    expect(new Set(parsed?.items.map((i) => i.enclosure.url)).size).toBe(before + 1);
  });
}

/** Editing the episode created above: fields, audio and image. */
function edit(): void {
  test('edits without new files: the guid and files stay', async () => {
    const [episode] = await h.episodes();
    const edited = await h.submit('PUT', `/api/podcast/${h.suffix(episode!)}`, [
      ['title', 'Integration Sermon (edited)'],
      ['videoLink', ''],
    ]);
    expect(edited).toEqual({ status: 200, message: '"Integration Sermon (edited)" was updated.' });
    const [after] = await h.episodes();
    expect(after).toEqual({
      ...episode,
      title: 'Integration Sermon (edited)',
      videoLink: undefined,
    });
    expect(after).not.toHaveProperty('videoLink');
  });

  test('replaces the audio: new length and duration, old file deleted', async () => {
    const [episode] = await h.episodes();
    const edited = await h.submit('PUT', `/api/podcast/${h.suffix(episode!)}`, [
      ['audio', demoMp3(5), 'longer.mp3'],
    ]);
    expect(edited.status).toBe(200);
    const [after] = await h.episodes();
    expect(after!.guid).toBe(episode!.guid);
    expect(after!.enclosure.url).not.toBe(episode!.enclosure.url);
    expect(after!.enclosure.length).toBe(demoMp3(5).length);
    expect(after!.duration).toBe(8);
    expect(await exists(episode!.enclosure.url)).toBe(false);
    expect(await exists(after!.enclosure.url)).toBe(true);
  });

  test('chooses a previous image: the replaced one is deleted when unused', async () => {
    const [episode, other] = await h.episodes();
    const image = other?.image ?? '';
    const edited = await h.submit('PUT', `/api/podcast/${h.suffix(episode!)}`, [
      ['previousImage', image],
    ]);
    expect(edited.status).toBe(200);
    expect((await h.episodes())[0]!.image).toBe(image);
    expect(await exists(episode!.image)).toBe(false);
    expect(await exists(image)).toBe(true);
  });
}

/** Deleting it, then twenty writers at once. */
function removeAndConcurrent(): void {
  test('deletes: gone from the feed, its audio deleted, shared art kept', async () => {
    const [episode] = await h.episodes();
    const removed = await h.remove(h.suffix(episode!));
    expect(removed).toEqual({ status: 200, message: '"Integration Sermon (edited)" was removed.' });
    const after = await h.episodes();
    expect(after.map((e) => e.guid)).not.toContain(episode!.guid);
    expect(after).toHaveLength(before);
    expect(await exists(episode!.enclosure.url)).toBe(false);
    expect(await exists(episode!.image)).toBe(true); // another episode (or the channel) uses it
    expect((await h.remove(h.suffix(episode!))).status).toBe(404);
  });

  test('twenty concurrent creates, then twenty concurrent edits, all land', async () => {
    const titles = Array.from({ length: 20 }, (_, i) => `Concurrent ${i + 1}`);
    const created = await Promise.all(
      titles.map((title, i) =>
        h.submit('POST', '/api/podcast', [
          ['title', title],
          ['pubDate', `2030-01-${String(i + 1).padStart(2, '0')}`],
          ['audio', demoMp3(((i % 5) + 1) as 1 | 2 | 3 | 4 | 5), 'a.mp3'],
        ]),
      ),
    );
    expect(created.map((a) => a.status)).toEqual(titles.map(() => 201));
    const episodes = await h.episodes();
    expect(episodes).toHaveLength(before + 20);
    const mine = episodes.filter((e) => e.title.startsWith('Concurrent '));
    expect(new Set(mine.map((e) => e.title))).toEqual(new Set(titles));

    const edits = await Promise.all(
      mine.map((e) =>
        h.submit('PUT', `/api/podcast/${h.suffix(e)}`, [['summary', `Edited ${e.title}`]]),
      ),
    );
    expect(edits.map((a) => a.status)).toEqual(mine.map(() => 200));
    const edited = (await h.episodes()).filter((e) => e.title.startsWith('Concurrent '));
    for (const e of edited) expect(e.summary).toBe(`Edited ${e.title}`);

    const removals = await Promise.all(mine.map((e) => h.remove(h.suffix(e))));
    expect(removals.map((a) => a.status)).toEqual(mine.map(() => 200));
    expect(await h.episodes()).toHaveLength(before);
  });
}

describe(`podcast API on ${STORAGE}`, () => {
  beforeAll(async () => {
    ({ h, before } = await startSeeded({}));
  });
  afterAll(() => h?.close());

  describe('reading and creating', readAndCreate);
  describe('editing', edit);
  describe('deleting and concurrent writers', removeAndConcurrent);
});
