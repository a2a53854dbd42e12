import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import {
  formatDuration,
  newestEpisode,
  sortNewestFirst,
} from '../../../../src/features/sermons/shared/episodes.ts';
import {
  changeView,
  clampPerPage,
  DEFAULT_VIEW,
  filterEpisodes,
  mediaOptions,
  mediaViewSearch,
  paginate,
  parseMediaView,
  episodeBooks,
  type MediaView,
} from '../../../../src/features/sermons/shared/media-filter.ts';

const episodes = JSON.parse(
  readFileSync(new URL('../../../fixtures/live/media.json', import.meta.url), 'utf8'),
) as Episode[];

describe('episodes', () => {
  test('sorts newest first by publish date', () => {
    const sorted = sortNewestFirst(episodes);
    expect(sorted.map((e) => e.guid.slice(-7, -4))).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
    ]);
  });

  test('puts unreadable dates last', () => {
    const broken = { ...episodes[0]!, guid: 'x', pubDate: 'someday' };
    expect(sortNewestFirst([broken, ...episodes]).at(-1)?.guid).toBe('x');
  });

  test('takes the series label from the newest episode', () => {
    expect(newestEpisode(episodes)?.title).toBe('Romans part 12');
    expect(newestEpisode(episodes)?.summary).toBe('Romans');
    expect(newestEpisode([])).toBeNull();
  });

  test('formats lengths', () => {
    expect(formatDuration(2530)).toBe('42:10');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('media-filter', () => {
  test('clamps per-page to 1..100, empty means none', () => {
    expect(clampPerPage('9')).toBe(9);
    expect(clampPerPage('0')).toBe(1);
    expect(clampPerPage('-4')).toBe(1);
    expect(clampPerPage('250')).toBe(100);
    expect(clampPerPage('7.8')).toBe(7);
    expect(clampPerPage('')).toBeNull();
    expect(clampPerPage('  ')).toBeNull();
    expect(clampPerPage('abc')).toBe(9);
  });

  test('filters by series and speaker', () => {
    const view = { ...DEFAULT_VIEW, series: 'Romans', speaker: 'Elder Grace Kim' };
    const found = filterEpisodes(episodes, view);
    expect(found).toHaveLength(3);
    expect(found.every((e) => e.summary === 'Romans' && e.author === 'Elder Grace Kim')).toBe(true);
    expect(filterEpisodes(episodes, DEFAULT_VIEW)).toHaveLength(12);
  });

  test('narrows speaker options by series and series options by speaker', () => {
    expect(mediaOptions(episodes, DEFAULT_VIEW)).toEqual({
      series: ['Advent', 'Psalms', 'Romans'],
      speakers: ['Elder Grace Kim', 'Pastor Dan Reed', 'Rev. Sam Ortiz'],
      books: [],
    });
    expect(mediaOptions(episodes, { ...DEFAULT_VIEW, series: 'Romans' }).speakers).toEqual([
      'Elder Grace Kim',
      'Pastor Dan Reed',
    ]);
    expect(mediaOptions(episodes, { ...DEFAULT_VIEW, speaker: 'Pastor Dan Reed' }).series).toEqual([
      'Psalms',
      'Romans',
    ]);
    // The chosen series does not narrow the series list itself.
    expect(mediaOptions(episodes, { ...DEFAULT_VIEW, series: 'Advent' }).series).toHaveLength(3);
  });

  test('pages items and clamps the page into range', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(paginate(items, 9, 1)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      page: 1,
      pageCount: 3,
    });
    expect(paginate(items, 9, 3).items).toEqual([18, 19]);
    expect(paginate(items, 9, 7).page).toBe(3);
    expect(paginate(items, 9, 0).page).toBe(1);
    expect(paginate(items, null, 2)).toEqual({ items, page: 1, pageCount: 1 });
    expect(paginate([], 9, 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  test('resets paging when a filter or per-page changes', () => {
    const view = { ...DEFAULT_VIEW, page: 3 };
    expect(changeView(view, { series: 'Psalms' })).toEqual({ ...view, series: 'Psalms', page: 1 });
    expect(changeView(view, { perPage: 4 }).page).toBe(1);
  });

  test('round-trips a view through the query string', () => {
    const view = { series: 'Romans & Friends', speaker: 'Pastor Dan Reed', perPage: 4, page: 2 };
    const search = mediaViewSearch({ ...view, book: '' });
    expect(search).toBe('?series=Romans+%26+Friends&speaker=Pastor+Dan+Reed&per=4&page=2');
    expect(parseMediaView(search)).toEqual({ ...view, book: '' });
    expect(mediaViewSearch(DEFAULT_VIEW)).toBe('');
    expect(parseMediaView('')).toEqual(DEFAULT_VIEW);
    expect(parseMediaView(mediaViewSearch({ ...DEFAULT_VIEW, perPage: null }))).toEqual({
      ...DEFAULT_VIEW,
      perPage: null,
    });
  });

  test('reads bad query values as defaults', () => {
    expect(parseMediaView('?page=-2&per=500')).toEqual({ ...DEFAULT_VIEW, perPage: 100 });
    expect(parseMediaView('?page=abc').page).toBe(1);
  });
});

describe('the Book filter', () => {
  const [a, b, c, d] = episodes as [Episode, Episode, Episode, Episode];
  const withPassages = [
    { ...a, passageOsis: 'Rom.8.28-Rom.8.39,John.3.16' },
    { ...b, passageOsis: 'Ps.23' },
    { ...c, passageOsis: 'Gen.50-Exod.2' },
    { ...d, summary: 'Advent' },
  ];
  const names = (view: Partial<MediaView>) =>
    mediaOptions(withPassages, { ...DEFAULT_VIEW, ...view }).books.map((book) => book.name);

  test('offers only books that have sermons, Genesis to Revelation', () => {
    expect(names({})).toEqual(['Genesis', 'Exodus', 'Psalms', 'John', 'Romans']);
    expect(episodeBooks(withPassages[0]!)).toEqual(['john', 'romans']);
  });

  test('shows exactly the sermons whose passage is in the chosen book', () => {
    const shown = (book: string) =>
      filterEpisodes(withPassages, { ...DEFAULT_VIEW, book }).map((e) => e.guid);
    expect(shown('romans')).toEqual([a.guid]);
    expect(shown('john')).toEqual([a.guid]);
    expect(shown('exodus')).toEqual([c.guid]);
    expect(shown('revelation')).toEqual([]);
    expect(shown('')).toHaveLength(4);
  });

  test('narrows with the other filters', () => {
    expect(names({ speaker: 'Pastor Dan Reed' })).toEqual(['Psalms']);
    expect(names({ speaker: 'Rev. Sam Ortiz' })).toEqual(['Genesis', 'Exodus', 'John', 'Romans']);
    const series = mediaOptions(withPassages, { ...DEFAULT_VIEW, book: 'psalms' }).series;
    expect(series).toEqual([b.summary]);
  });

  test('is kept in the URL as ?book=slug', () => {
    const view = { ...DEFAULT_VIEW, book: '1-corinthians', page: 2 };
    expect(mediaViewSearch(view)).toBe('?book=1-corinthians&page=2');
    expect(parseMediaView('?book=romans')).toEqual({ ...DEFAULT_VIEW, book: 'romans' });
    expect(changeView(view, { book: 'romans' })).toEqual({ ...view, book: 'romans', page: 1 });
  });
});
