/** The member directory's entries: households built from the answers, sorted and filtered. */
import { describe, expect, test } from 'vitest';
import {
  buildHouseholds,
  filterEntries,
  householdEntries,
  personEntries,
  sortEntries,
} from '../../../../src/features/directory/shared/directory-list.ts';
import { household, people, person, ref } from './directory-people.ts';

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
