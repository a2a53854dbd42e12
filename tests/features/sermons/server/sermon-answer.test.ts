/**
 * What the sermon page's service decides (sermon-answer.ts), as data: the page's frame and parts,
 * or the site's 404. The answer as a visitor gets it (status, headers, bytes) is the integration
 * tests' (tests/features/sermons/integration/sermon-speakers.test.ts).
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { FeedDeps } from '../../../../src/app/deps.ts';
import { withPages } from '../../../../src/features/sermons/server/feed/feed-store.ts';
import { sermonSlug } from '../../../../src/features/sermons/shared/sermon-links.ts';
import { sermonPageAnswer } from '../../../../src/features/sermons/server/sermon-answer.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';

let stored: FeedStorage;
let deps: FeedDeps;
beforeEach(async () => {
  stored = await feedStorage((cfg) => [
    episodeAt(cfg, 'grace', { title: 'Grace and Peace', summary: 'Romans' }),
  ]);
  deps = { cfg: stored.cfg, storage: stored.storage, seed: null, clock: systemClock };
});
afterEach(() => stored.remove());

describe('sermonPageAnswer', () => {
  test('a known slug is the sermon frame filled with its page, 200', async () => {
    const { items } = withPages(await stored.feed(), stored.cfg);
    const slug = sermonSlug(items.find((i) => i.title === 'Grace and Peace')!)!;
    const answer = await sermonPageAnswer(deps, slug);
    expect(answer).toMatchObject({ kind: 'page', frame: 'sermon', status: 200 });
    expect(answer.kind === 'page' && answer.parts.title).toContain('Grace and Peace');
  });

  test('an unknown slug is the site 404', async () => {
    expect(await sermonPageAnswer(deps, 'no-such-sermon')).toEqual({ kind: 'not-found' });
  });
});
