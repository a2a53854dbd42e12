/** The member directory's page: which entries show, how many pages, and what the summary says. */
import { describe, expect, test } from 'vitest';
import {
  initialDirectoryState,
  type DirectoryState,
} from '../../../../src/features/directory/shared/directory.ts';
import {
  pageView,
  personEntries,
  selectDirectory,
  viewSummary,
} from '../../../../src/features/directory/shared/directory-list.ts';
import { people, person } from './directory-people.ts';

describe('selectDirectory', () => {
  const many = personEntries(
    Array.from({ length: 23 }, (_, i) =>
      person(String(i), `F${i}`, `L${String(i).padStart(2, '0')}`),
    ),
    [],
  );
  const state = (patch: Partial<DirectoryState>) => ({ ...initialDirectoryState, ...patch });
  test('shows the page at the offset and counts the pages', () => {
    const view = selectDirectory(many, state({ perPage: 10, offset: 10 }));
    expect(view.pageCount).toBe(3);
    expect(view.currentPage).toBe(1);
    expect(view.visible.map((e) => e.id)).toEqual([
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
    ]);
    expect(view.matching).toHaveLength(23);
  });
  test('the last page holds the remainder', () => {
    expect(selectDirectory(many, state({ perPage: 10, offset: 20 })).visible).toHaveLength(3);
  });
  test('an offset past the end shows the last page', () => {
    const view = selectDirectory(many, state({ perPage: 10, offset: 90 }));
    expect(view.currentPage).toBe(2);
    expect(view.visible).toHaveLength(3);
  });
  test('no per-page shows every entry and no page buttons', () => {
    const view = selectDirectory(many, state({ perPage: null }));
    expect(view.pageCount).toBe(0);
    expect(view.visible).toHaveLength(23);
  });
  test('filters on the current order field before paging', () => {
    const view = selectDirectory(many, state({ perPage: 5, filter: 'l1' }));
    expect(view.matching.map((e) => e.id)).toEqual([
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
    ]);
    expect(view.pageCount).toBe(2);
    expect(selectDirectory(many, state({ order: 'first_name', filter: 'l1' })).matching).toEqual(
      [],
    );
  });
  test('an empty result still has one (empty) page', () => {
    const view = selectDirectory(many, state({ filter: 'zzz' }));
    expect(view).toMatchObject({ pageCount: 1, currentPage: 0, visible: [] });
  });
});

describe('pageView', () => {
  test('filters and pages in the order given, without sorting again', () => {
    const reversed = personEntries(people, []).reverse();
    const view = pageView(reversed, { ...initialDirectoryState, perPage: 2, filter: '' });
    expect(view.visible.map((e) => e.id)).toEqual(['5', '4']);
    expect(view.pageCount).toBe(3);
  });
});

describe('viewSummary', () => {
  const many = personEntries(
    Array.from({ length: 30 }, (_, i) => person(String(i), `F${i}`, `L${i}`)),
    [],
  );
  test('says which entries the page shows', () => {
    const view = pageView(many, { ...initialDirectoryState, perPage: 25, offset: 25 });
    expect(viewSummary(view, 25)).toBe('Showing 26–30 of 30');
    expect(viewSummary(pageView(many, { ...initialDirectoryState, perPage: null }), null)).toBe(
      'Showing 1–30 of 30',
    );
  });
  test('says when nobody matches', () => {
    const view = pageView(many, { ...initialDirectoryState, filter: 'zzz' });
    expect(viewSummary(view, 25)).toBe('No one matches that name.');
  });
});
