/** Small directory answers the directory-list suites (directory-list*.test.ts) build their lists from. */
import type { Household, Person } from '../../../../src/features/directory/shared/api-types.ts';

/** A directory person as /api/people answers one. */
export const person = (id: string, first: string, last: string): Person => ({
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
/** A household as /api/households answers one. */
export const household = (
  id: string,
  name: string,
  primary: string,
  members: string[],
): Household => ({
  type: 'Household',
  id,
  attributes: { name, primary_contact_id: primary, member_count: 99 },
  relationships: { people: { data: members.map((m) => ({ type: 'Person', id: m })) } },
});
export const ref = (id: string) => ({ type: 'Person', id });

/** Five people whose names differ in case, to test sorting and filtering. */
export const people = [
  person('1', 'Anna', 'Smith'),
  person('2', 'Bob', 'Smith'),
  person('3', 'Carl', 'Adams'),
  person('4', 'anne', 'Baker'),
  person('5', 'Zoe', 'adams'),
];
