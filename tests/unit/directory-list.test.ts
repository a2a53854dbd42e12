import { describe, expect, test } from 'vitest';
import type { Household, Person } from '../../src/lib/api-types.ts';
import { initialDirectoryState, type DirectoryState } from '../../src/lib/directory.ts';
import {
  buildHouseholds,
  filterEntries,
  householdEntries,
  pageView,
  personEntries,
  selectDirectory,
  sortEntries,
  viewSummary,
} from '../../src/lib/directory-list.ts';

const person = (id: string, first: string, last: string): Person => ({
  type: 'Person',
  id,
  attributes: {
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    avatar: `/avatars/${id}.png`,
    membership: 'Member',
  },
});
const household = (id: string, name: string, primary: string, members: string[]): Household => ({
  type: 'Household',
  id,
  attributes: { name, primary_contact_id: primary, member_count: 99 },
  relationships: { people: { data: members.map((m) => ({ type: 'Person', id: m })) } },
});
const ref = (id: string) => ({ type: 'Person', id });

const people = [
  person('1', 'Anna', 'Smith'),
  person('2', 'Bob', 'Smith'),
  person('3', 'Carl', 'Adams'),
  person('4', 'anne', 'Baker'),
  person('5', 'Zoe', 'adams'),
];

describe('buildHouseholds', () => {
  test('drops households whose primary contact is not a household leader', () => {
    const built = buildHouseholds(
      [household('h1', 'Smith', '1', ['1', '2']), household('h2', 'Adams', '3', ['3'])],
      [ref('1')],
      people,
    );
    expect(built.map((h) => h.id)).toEqual(['h1']);
  });
  test('ignores members absent from the people list and computes member_count', () => {
    const [built] = buildHouseholds(
      [household('h1', 'Smith', '1', ['1', '2', '99'])],
      [ref('1')],
      people,
    );
    expect(built).toEqual({
      id: 'h1',
      name: 'Smith',
      primaryContactId: '1',
      memberIds: ['1', '2'],
      member_count: 2,
    });
  });
  test('drops a household with no member in the people list', () => {
    expect(
      buildHouseholds([household('h1', 'Gone', '98', ['98', '99'])], [ref('98')], people),
    ).toEqual([]);
  });
  test('opens the first present member when the leader is absent from the people list', () => {
    const [built] = buildHouseholds(
      [household('h1', 'Smith', '98', ['98', '2'])],
      [ref('98')],
      people,
    );
    expect(built?.primaryContactId).toBe('2');
  });
});

describe('entries', () => {
  const households = buildHouseholds(
    [household('h1', 'Smith Family', '2', ['1', '2'])],
    [ref('2')],
    people,
  );
  test('a person entry carries its household members', () => {
    const entries = personEntries(people, households);
    expect(entries[0]).toMatchObject({
      kind: 'person',
      personId: '1',
      label: 'Anna Smith',
      memberIds: ['1', '2'],
    });
    expect(entries[2]?.memberIds).toEqual(['3']);
  });
  test('a household entry opens its primary contact and uses its name', () => {
    const [entry] = householdEntries(households, people);
    expect(entry).toMatchObject({
      kind: 'household',
      personId: '2',
      label: 'Smith Family',
      avatar: '/avatars/2.png',
      keys: { name: 'smith family', first_name: 'bob', last_name: 'smith' },
    });
  });
});

describe('sortEntries', () => {
  const entries = personEntries(people, []);
  test('sorts by last name, then first name, ignoring case', () => {
    const sorted = sortEntries(entries, 'last_name', 'first_name').map((e) => e.label);
    expect(sorted).toEqual(['Carl Adams', 'Zoe adams', 'anne Baker', 'Anna Smith', 'Bob Smith']);
  });
  test('sorts by first name, then last name', () => {
    const twins = [...entries, ...personEntries([person('6', 'Anna', 'Jones')], [])];
    const sorted = sortEntries(twins, 'first_name', 'last_name').map((e) => e.label);
    expect(sorted).toEqual([
      'Anna Jones',
      'Anna Smith',
      'anne Baker',
      'Bob Smith',
      'Carl Adams',
      'Zoe adams',
    ]);
  });
  test('the secondary field decides ties', () => {
    const sorted = sortEntries(entries, 'last_name', 'name').map((e) => e.label);
    expect(sorted.slice(0, 2)).toEqual(['Carl Adams', 'Zoe adams']);
    const reversed = sortEntries(
      personEntries([person('a', 'Zed', 'Same'), person('b', 'Amy', 'Same')], []),
      'last_name',
      'first_name',
    );
    expect(reversed.map((e) => e.label)).toEqual(['Amy Same', 'Zed Same']);
  });
  test('households sort by name and then by their primary contact', () => {
    const built = buildHouseholds(
      [
        household('h1', 'Smith', '2', ['2']),
        household('h2', 'Smith', '1', ['1']),
        household('h3', 'Adams', '3', ['3']),
      ],
      [ref('1'), ref('2'), ref('3')],
      people,
    );
    const sorted = sortEntries(householdEntries(built, people), 'name', 'first_name');
    expect(sorted.map((e) => e.id)).toEqual(['h3', 'h2', 'h1']);
  });
  test('does not change its input', () => {
    const copy = [...entries];
    sortEntries(entries, 'first_name', 'last_name');
    expect(entries).toEqual(copy);
  });
});

describe('filterEntries', () => {
  const entries = personEntries(people, []);
  test('matches the start of the field, case-insensitively', () => {
    expect(filterEntries(entries, 'last_name', 'ADA').map((e) => e.id)).toEqual(['3', '5']);
    expect(filterEntries(entries, 'first_name', 'an').map((e) => e.id)).toEqual(['1', '4']);
  });
  test('does not match inside a name', () => {
    expect(filterEntries(entries, 'last_name', 'mith')).toEqual([]);
  });
  test('uses the field given', () => {
    expect(filterEntries(entries, 'first_name', 'Smith')).toEqual([]);
  });
  test('an empty filter matches everything', () => {
    expect(filterEntries(entries, 'last_name', '')).toHaveLength(5);
  });
});

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
