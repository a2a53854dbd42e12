/**
 * The search index as Pagefind's own browser code reads it: the public pages of the build and a
 * few sermons, written by the server's index writer, queried over HTTP. A phrase said in a
 * sermon finds that sermon and the second its cue starts; title, series, speaker and passage
 * find it too, with the meta the /search page shows; a word only on /give finds /give first.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SermonForIndex } from '../../../../src/features/sermons/shared/search-record.ts';
import {
  closeSearchIndexer,
  writeSearchIndex,
} from '../../../../src/features/search/build/index-writer.ts';
import { INDEXED_PAGES } from '../../../../src/features/search/shared/pages.ts';
import { bestMoment, searchSite } from '../../../helpers/search.ts';
import { closeServer, listen } from '../../../../tools/local/listen.ts';

const filler = (n: number) => `Words of welcome and thanks number ${n} from the pulpit.`;
function sermon(
  slug: string,
  facts: Partial<SermonForIndex>,
  said: [number, string],
): SermonForIndex {
  const cues = Array.from({ length: 300 }, (_, i) => ({
    start: i * 6.5,
    end: i * 6.5 + 6,
    text: filler(i),
  }));
  cues.push({ start: said[0], end: said[0] + 4, text: said[1] });
  cues.sort((a, b) => a.start - b.start);
  return {
    slug,
    title: 'A Sermon',
    series: 'Sundays',
    speaker: 'Guest Speaker',
    passage: '',
    date: 'Nov 22, 2026',
    image: '',
    cues,
    ...facts,
  };
}

const SERMONS = [
  sermon(
    '2026-11-22-the-elder-brother',
    {
      title: 'The Elder Brother',
      series: 'Parables of the Kingdom',
      speaker: 'Ezekiel Marchbanks',
      passage: 'Luke 15:11-32',
      image: 'https://media.example/elder.jpg',
    },
    [1234.4, 'The prodigal’s brother stood outside and would not come into the feast.'],
  ),
  sermon(
    '2026-11-29-hope-deferred',
    { title: 'Hope Deferred', speaker: 'Samuel Adeyemi', passage: 'Proverbs 13:12' },
    [77, 'A tree of life grows where longing is fulfilled.'],
  ),
];

let dir = '';
let server: Server;
let site = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-search-'));
  const stats = await writeSearchIndex(
    { distDir: join(process.cwd(), 'dist'), sermons: SERMONS },
    join(dir, 'pagefind'),
  );
  expect(stats).toMatchObject({ pages: INDEXED_PAGES.length, sermons: 2 });
  server = createServer(sirv(dir, { dev: true }));
  ({ url: site } = await listen(server));
});

afterAll(async () => {
  await closeSearchIndexer();
  await closeServer(server);
  await rm(dir, { recursive: true, force: true });
});

describe('the search index', () => {
  test('finds a phrase from the middle of a transcript at the second its cue starts', async () => {
    const [first] = await searchSite(site, 'stood outside the feast');
    expect(first?.url).toBe('/sermons/2026-11-22-the-elder-brother');
    const moment = bestMoment(first);
    expect(moment).toMatchObject({
      url: '/sermons/2026-11-22-the-elder-brother#t=1234',
      title: '20:34',
    });
    expect(moment?.excerpt).toContain('<mark>stood</mark>');
  });

  test('finds sermons by title, series, speaker and passage, with their meta', async () => {
    for (const query of ['elder brother', 'parables kingdom', 'Marchbanks', 'Luke 15:11']) {
      const [first] = await searchSite(site, query);
      expect(first?.url, query).toBe('/sermons/2026-11-22-the-elder-brother');
    }
    const [hope] = await searchSite(site, 'Proverbs 13');
    expect(hope?.meta).toEqual({
      title: 'Hope Deferred',
      kind: 'Sermon',
      speaker: 'Samuel Adeyemi',
      series: 'Sundays',
      passage: 'Proverbs 13:12',
      date: 'Nov 22, 2026',
    });
  });

  test('finds the static pages by their own words, not the nav and footer', async () => {
    const found = await searchSite(site, 'reluctantly');
    expect(found.map((r) => r.url)).toEqual(['/give']);
    expect(found[0]?.meta).toMatchObject({ title: 'Give', kind: 'Page' });
    // the footer's words are on every page but searchable on none
    const footer = await searchSite(site, 'Dogwood Community Church', 20);
    expect(found.length).toBeLessThan(2);
    expect(footer.length).toBeLessThan(10);
  });

  test('holds no gated page, template or playground', async () => {
    const files = await readdir(join(dir, 'pagefind'));
    expect(files).not.toContain('playground');
    for (const query of ['password', 'directory households', 'curriculum lessons']) {
      for (const result of await searchSite(site, query, 20))
        expect(result.url, query).toMatch(
          /^\/(sermons\/|$|about|youth|events|media|worship|getinvolved|familypromise|gifts|give)/,
        );
    }
  });
});
