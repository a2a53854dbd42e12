import { describe, expect, test } from 'vitest';
import {
  clampPerPage,
  directoryReducer,
  initialDirectoryState,
  sortOptions,
  type DirectoryState,
} from '../../../../src/features/directory/shared/directory.ts';

const at = (patch: Partial<DirectoryState>): DirectoryState => ({
  ...initialDirectoryState,
  ...patch,
});

describe('initialDirectoryState', () => {
  test('starts with people by last name, 25 a page, offset 0, no filter', () => {
    expect(initialDirectoryState).toEqual({
      byHousehold: false,
      order: 'last_name',
      secondary: 'first_name',
      perPage: 25,
      offset: 0,
      filter: '',
    });
  });
});

describe('clampPerPage', () => {
  test('clamps to 1-100', () => {
    expect(clampPerPage('0', 25)).toBe(1);
    expect(clampPerPage('-7', 25)).toBe(1);
    expect(clampPerPage('101', 25)).toBe(100);
    expect(clampPerPage('1000', 25)).toBe(100);
    expect(clampPerPage('1', 25)).toBe(1);
    expect(clampPerPage('100', 25)).toBe(100);
    expect(clampPerPage('40', 25)).toBe(40);
  });
  test('rounds a fraction', () => {
    expect(clampPerPage('12.6', 25)).toBe(13);
  });
  test('returns null for an empty value (no paging)', () => {
    expect(clampPerPage('', 25)).toBeNull();
    expect(clampPerPage('  ', 25)).toBeNull();
  });
  test('keeps the previous value for text that is not a number', () => {
    expect(clampPerPage('abc', 30)).toBe(30);
  });
});

describe('directoryReducer', () => {
  test('toggling household mode orders by name, resets the offset and swaps the secondary', () => {
    const next = directoryReducer(at({ offset: 50 }), { type: 'toggleHousehold' });
    expect(next).toMatchObject({
      byHousehold: true,
      order: 'name',
      secondary: 'last_name',
      offset: 0,
    });
  });
  test('toggling back orders people by last name and resets the offset', () => {
    const households = at({
      byHousehold: true,
      order: 'name',
      secondary: 'first_name',
      offset: 75,
    });
    const next = directoryReducer(households, { type: 'toggleHousehold' });
    expect(next).toMatchObject({
      byHousehold: false,
      order: 'last_name',
      secondary: 'name',
      offset: 0,
    });
  });
  test('toggling keeps the per-page value and the filter', () => {
    const next = directoryReducer(at({ perPage: 10, filter: 'sm' }), { type: 'toggleHousehold' });
    expect(next).toMatchObject({ perPage: 10, filter: 'sm' });
  });
  test('changing the order alternates the secondary sort', () => {
    const byFirst = directoryReducer(initialDirectoryState, {
      type: 'setOrder',
      order: 'first_name',
    });
    expect(byFirst).toMatchObject({ order: 'first_name', secondary: 'last_name' });
    const byLast = directoryReducer(byFirst, { type: 'setOrder', order: 'last_name' });
    expect(byLast).toMatchObject({ order: 'last_name', secondary: 'first_name' });
  });
  test('choosing the current order changes nothing', () => {
    const state = at({ offset: 25 });
    expect(directoryReducer(state, { type: 'setOrder', order: 'last_name' })).toBe(state);
  });
  test('changing per-page clamps it and resets the offset', () => {
    expect(
      directoryReducer(at({ offset: 50 }), { type: 'setPerPage', value: '500' }),
    ).toMatchObject({ perPage: 100, offset: 0 });
    expect(directoryReducer(at({ offset: 50 }), { type: 'setPerPage', value: '' })).toMatchObject({
      perPage: null,
      offset: 0,
    });
  });
  test('changing the filter resets the offset', () => {
    expect(directoryReducer(at({ offset: 50 }), { type: 'setFilter', filter: 'Jo' })).toMatchObject(
      {
        filter: 'Jo',
        offset: 0,
      },
    );
  });
  test('choosing a page sets the offset to page times per-page', () => {
    expect(directoryReducer(at({ perPage: 10 }), { type: 'setPage', page: 3 }).offset).toBe(30);
    expect(directoryReducer(at({ perPage: 10 }), { type: 'setPage', page: -1 }).offset).toBe(0);
    expect(directoryReducer(at({ perPage: null }), { type: 'setPage', page: 3 }).offset).toBe(0);
  });
});

describe('sortOptions', () => {
  test('offers last and first name for people, name for households', () => {
    expect(sortOptions(false).map((o) => o.value)).toEqual(['last_name', 'first_name']);
    expect(sortOptions(true).map((o) => o.value)).toEqual(['name']);
  });
});
