/**
 * What the series services decide (series-answer.ts), as data: the page's frame and parts, the
 * feed and its entity tag, a redirect for an old slug, or the site's 404. The answers as a visitor
 * gets them (status, headers, bytes) are the integration tests' (tests/features/sermons/
 * integration/series.test.ts).
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { FeedDeps } from '../../../../src/app/deps.ts';
import {
  seriesFeedAnswer,
  seriesPageAnswer,
} from '../../../../src/features/sermons/server/series-answer.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';

let stored: FeedStorage;
let deps: FeedDeps;
beforeEach(async () => {
  stored = await feedStorage((cfg) => [
    episodeAt(cfg, 'grace', { title: 'Grace and Peace', summary: 'Romans' }),
    episodeAt(cfg, 'blagodat', { title: 'Blagodat', summary: 'Благодать' }),
  ]);
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, clock: systemClock };
});
afterEach(() => stored.remove());

describe('seriesPageAnswer', () => {
  test("a series' slug is the series frame filled with its page, 200", async () => {
    const answer = await seriesPageAnswer(deps, 'romans');
    expect(answer).toMatchObject({ kind: 'page', frame: 'series', status: 200 });
    expect(answer.kind === 'page' && answer.parts.url).toBe(
      `${stored.cfg.siteUrl}/sermons/series/romans`,
    );
  });

  test('an old slug moves to the series that had it; an unknown one is the site 404', async () => {
    expect(await seriesPageAnswer(deps, 'series')).toEqual({
      kind: 'moved',
      to: '/sermons/series/blagodat',
    });
    expect(await seriesPageAnswer(deps, 'no-such-series')).toEqual({ kind: 'not-found' });
  });
});

describe('seriesFeedAnswer', () => {
  test("a series' feed holds exactly its sermons, tagged from the stored feed", async () => {
    const answer = await seriesFeedAnswer(deps, 'romans');
    if (answer.kind !== 'feed') throw new Error(`expected a feed, got ${answer.kind}`);
    expect(answer.feed.items.map((i) => i.title)).toEqual(['Grace and Peace']);
    expect(answer.etag).toMatch(/^"series-romans-[^"]+"$/);
  });

  test("an old slug moves to that series' feed; an unknown one is the site 404", async () => {
    expect(await seriesFeedAnswer(deps, 'series')).toEqual({
      kind: 'moved',
      to: '/sermons/series/blagodat/feed.xml',
    });
    expect(await seriesFeedAnswer(deps, 'nothing')).toEqual({ kind: 'not-found' });
  });
});
