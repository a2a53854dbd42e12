/**
 * The sermon a video belongs to (feed/public.ts, sermonPathWhere): the live stream's replay links
 * the page of the published sermon whose video link is the stream's, and nothing before then.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { FeedDeps } from '../../../../../src/app/deps.ts';
import { sermonPathWhere } from '../../../../../src/features/sermons/server/feed/public.ts';
import { systemClock } from '../../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../../helpers/feed-storage.ts';

const STREAM = 'https://www.youtube.com/live/abcDEF12345';

let stored: FeedStorage;
let deps: FeedDeps;
beforeEach(async () => {
  stored = await feedStorage((cfg) => [
    episodeAt(cfg, 'grace', { title: 'Grace and Peace', videoLink: STREAM }),
    episodeAt(cfg, 'hope', { title: 'Living Hope' }),
  ]);
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, clock: systemClock };
});
afterEach(() => stored.remove());

describe('sermonPathWhere', () => {
  test('the published sermon with the video is its page’s path on this site', async () => {
    const path = await sermonPathWhere(deps, (link) => link === STREAM);
    expect(path).toMatch(/^\/sermons\/[\w-]+$/);
    expect(path).toContain('grace');
  });

  test('no sermon with the video yet: null', async () => {
    expect(await sermonPathWhere(deps, (link) => link.endsWith('zzzzzzzzzzz'))).toBeNull();
  });
});
