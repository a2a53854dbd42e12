/**
 * A sermon's Bible passage (docs/requirements.md section 5, Passage), on its mode's storage:
 * the server reads what staff type, stores it written in one style with its OSIS reference in
 * the feed's dcc:passage, shows it on the sermon's page, and refuses a false reference with a
 * 400 that names it, storing nothing. The demo's seeded sermons carry theirs.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { booksInOsis } from '../../../../src/platform/shared/bible-books.ts';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { STORAGE } from '../../../helpers/mode-storage.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { MODE } from '../../../helpers/target.ts';

const FALSE = 'Hezekiah 3:5';
const refusal = /“Hezekiah 3:5” is not a Bible reference/;

// filled in by the describe below; its tests run in order on one server
let h: PodcastHarness;
let sermon: Episode;
const text = async (path: string) => (await fetch(h.server.url + path)).text();

/** The demo's seeded sermons: each carries its passage, from several books. */
function demoPassages(run: boolean): void {
  test.runIf(run)('every demo sermon carries its passage, from several books', async () => {
    const episodes = await h.episodes();
    expect(episodes.length).toBeGreaterThan(30);
    for (const e of episodes) {
      expect(e.passage, e.title).toMatch(/^[1-3]?\s?[A-Z][a-z]+ \d/);
      expect(booksInOsis(e.passageOsis), e.title).toHaveLength(1);
    }
    const shepherd = episodes.find((e) => e.title.includes('Psalm 23'));
    expect(shepherd).toMatchObject({ passage: 'Psalm 23', passageOsis: 'Ps.23' });
    const books = new Set(episodes.flatMap((e) => booksInOsis(e.passageOsis).map((b) => b.slug)));
    expect(books.size).toBeGreaterThanOrEqual(7);
  });
}

describe(`Bible passages on ${STORAGE}`, () => {
  beforeAll(async () => {
    h = await startPodcastHarness();
  });
  afterAll(() => h?.close());

  // only demo mode seeds the demo's sermons
  describe('the demo’s sermons', () => demoPassages(MODE === 'demo'));

  test('publishes a passage written in one style, in the feed and on the page', async () => {
    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'All Things for Good'],
      ['passage', ' rom 8:28-39;  jn 3:16 '],
      ['pubDate', '2099-02-01'],
      ['audio', demoMp3(1), 'good.mp3'],
    ]);
    expect(created.status, created.message).toBe(201);
    sermon = (await h.episodes()).find((e) => e.title === 'All Things for Good')!;
    expect(sermon).toMatchObject({
      passage: 'Romans 8:28–39; John 3:16',
      passageOsis: 'Rom.8.28-Rom.8.39,John.3.16',
    });
    expect(await text('/podcast.xml')).toContain(
      '<dcc:passage osis="Rom.8.28-Rom.8.39,John.3.16">Romans 8:28–39; John 3:16</dcc:passage>',
    );
    const page = await text(new URL(sermon.link!).pathname);
    expect(page).toMatch(/<dt>Passage<\/dt>\s*<dd>Romans 8:28–39; John 3:16<\/dd>/);
  });

  test('refuses a false passage with a 400 naming it, storing nothing', async () => {
    const before = await h.snapshot();
    const created = await h.submit('POST', '/api/podcast', [
      ['title', 'Not in the Bible'],
      ['passage', FALSE],
      ['audio', demoMp3(1), 'false.mp3'],
    ]);
    expect(created.status).toBe(400);
    expect(created.message).toMatch(refusal);
    const edited = await h.submit('PUT', `/api/podcast/${h.suffix(sermon)}`, [
      ['title', 'Edited'],
      ['passage', `Romans 8:28-39; ${FALSE}`],
    ]);
    expect(edited.status).toBe(400);
    expect(edited.message).toMatch(refusal);
    expect(await h.snapshot()).toBe(before);
  });

  test('an edit without the field keeps the passage; an empty one clears it', async () => {
    const path = `/api/podcast/${h.suffix(sermon)}`;
    expect((await h.submit('PUT', path, [['summary', 'Romans']])).status).toBe(200);
    const kept = (await h.episodes()).find((e) => e.guid === sermon.guid);
    expect(kept?.passage).toBe('Romans 8:28–39; John 3:16');
    expect((await h.submit('PUT', path, [['passage', '']])).status).toBe(200);
    const cleared = (await h.episodes()).find((e) => e.guid === sermon.guid);
    expect(cleared).not.toHaveProperty('passage');
    expect(cleared).not.toHaveProperty('passageOsis');
  });
});
