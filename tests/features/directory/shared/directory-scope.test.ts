import { describe, expect, test } from 'vitest';
import type { Person } from '../../../../src/features/directory/shared/api-types.ts';
import { buildHouseholds } from '../../../../src/features/directory/shared/directory-list.ts';
import {
  scopeHouseholds,
  scopeLeaders,
  type SourceHousehold,
} from '../../../../src/features/directory/shared/directory-scope.ts';
import { generateCongregation } from '../../../../src/demo/index.ts';

const home = (id: string, primary: string, members: string[]): SourceHousehold => ({
  id,
  name: `${id} Household`,
  primaryContactId: primary,
  memberIds: members,
});
const listed = new Set(['1', '2', '4', '5']);
const person = (id: string): Person => ({
  type: 'Person',
  id,
  attributes: { first_name: id, last_name: id, name: id, avatar: '', membership: null },
});

describe('scopeLeaders', () => {
  test('keeps only leaders on the directory list', () => {
    expect(scopeLeaders(['1', '3', '4'], listed)).toEqual([
      { type: 'Person', id: '1' },
      { type: 'Person', id: '4' },
    ]);
  });
});

describe('scopeHouseholds', () => {
  test('drops unlisted members and counts only the listed ones', () => {
    expect(scopeHouseholds([home('h1', '1', ['1', '3', '2'])], ['1'], listed)).toEqual([
      {
        type: 'Household',
        id: 'h1',
        attributes: { name: 'h1 Household', primary_contact_id: '1', member_count: 2 },
        relationships: {
          people: {
            data: [
              { type: 'Person', id: '1' },
              { type: 'Person', id: '2' },
            ],
          },
        },
      },
    ]);
  });

  test('drops a household whose primary contact is an unlisted leader, even with listed members', () => {
    expect(scopeHouseholds([home('h1', '3', ['3', '2'])], ['3'], listed)).toEqual([]);
  });

  test('drops a household whose primary contact is not a leader, or with nobody listed', () => {
    expect(
      scopeHouseholds([home('h1', '2', ['1', '2']), home('h2', '6', ['6'])], ['1', '6'], listed),
    ).toEqual([]);
  });

  test('is what the directory page shows: the page changes nothing on scoped data', () => {
    const source = [
      home('h1', '1', ['1', '3', '2']),
      home('h2', '3', ['3', '4']),
      home('h3', '4', ['4', '5']),
      home('h4', '5', ['5']),
    ];
    const leaders = ['1', '3', '4'];
    const scoped = scopeHouseholds(source, leaders, listed);
    const people = [...listed].map(person);
    const shown = buildHouseholds(scoped, scopeLeaders(leaders, listed), people);
    expect(shown.map((h) => [h.id, h.primaryContactId, h.memberIds, h.member_count])).toEqual(
      scoped.map((h) => [
        h.id,
        h.attributes.primary_contact_id,
        h.relationships.people.data.map((r) => r.id),
        h.attributes.member_count,
      ]),
    );
    expect(scoped.map((h) => h.id)).toEqual(['h1', 'h3']);
  });
});

describe('the demo congregation for the privacy tests', () => {
  test.each([300, 40, 3000])('has every mix of listed and unlisted people at %i people', (size) => {
    const { households, directoryIds, leaderIds } = generateCongregation(size);
    const isListed = new Set(directoryIds);
    const led = households.filter((h) => leaderIds.includes(h.primaryContactId));
    // a listed leader's household with an unlisted member
    expect(
      led.some(
        (h) => isListed.has(h.primaryContactId) && h.memberIds.some((id) => !isListed.has(id)),
      ),
    ).toBe(true);
    // an unlisted primary contact who leads a household with listed members
    expect(
      led.some(
        (h) => !isListed.has(h.primaryContactId) && h.memberIds.some((id) => isListed.has(id)),
      ),
    ).toBe(true);
    // a leader's household with nobody listed
    expect(led.some((h) => h.memberIds.every((id) => !isListed.has(id)))).toBe(true);
  });

  test('keeps the first person listed, whom other tests open', () => {
    expect(generateCongregation(300).directoryIds[0]).toBe('1000001');
  });
});
