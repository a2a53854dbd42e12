/**
 * Directory data: the people on the directory list, households, household leaders and one
 * person's contact items. Only the fields the directory shows, and only people on the directory
 * list, leave this module (shared/directory-scope.ts).
 */
import type {
  Address,
  Email,
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
  Person,
  PersonAnswer,
  PhoneNumber,
} from '../shared/api-types.ts';
import { scopeHouseholds, scopeLeaders, type SourceHousehold } from '../shared/directory-scope.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import type { PcoDeps } from '../../../app/deps.ts';
import {
  hasRelationship,
  refsOf,
  str,
  strOrNull,
  type PcoResource,
} from '../../../platform/server/pco/jsonapi.ts';

function person(resource: PcoResource): Person {
  return {
    type: 'Person',
    id: resource.id,
    attributes: {
      first_name: str(resource, 'first_name'),
      last_name: str(resource, 'last_name'),
      name:
        str(resource, 'name') ||
        `${str(resource, 'first_name')} ${str(resource, 'last_name')}`.trim(),
      avatar: str(resource, 'avatar'),
      membership: strOrNull(resource, 'membership'),
    },
  };
}

const directoryList = ({ cfg, pco }: PcoDeps) =>
  pco.list(`/people/v2/lists/${cfg.pco.directoryListId}/people`);
const leadersList = ({ cfg, pco }: PcoDeps) =>
  pco.list(`/people/v2/lists/${cfg.pco.householdLeadersListId}/people`);
const listedIds = async (deps: PcoDeps) =>
  new Set((await directoryList(deps)).data.map((p) => p.id));

/** GET /api/people: everyone on the directory list. */
export async function getPeople(deps: PcoDeps): Promise<PeopleAnswer> {
  const list = await directoryList(deps);
  return { data: list.data.map(person) };
}

/** GET /api/householdleaders: the ids on the household-leaders list that are in the directory. */
export async function getHouseholdLeaders(deps: PcoDeps): Promise<HouseholdLeadersAnswer> {
  const [leaders, listed] = await Promise.all([leadersList(deps), listedIds(deps)]);
  return {
    data: scopeLeaders(
      leaders.data.map((p) => p.id),
      listed,
    ),
  };
}

const idOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Members by household from the people side, for servers that do not link household people. */
async function membersFromPeople({ pco }: PcoDeps): Promise<Map<string, string[]>> {
  const people = await pco.list('/people/v2/people', { include: 'households' });
  const members = new Map<string, string[]>();
  for (const person of people.data) {
    for (const ref of refsOf(person, 'households')) {
      members.set(ref.id, [...(members.get(ref.id) ?? []), person.id]);
    }
  }
  return members;
}

/** Every household as Planning Center has it, with all its members' ids. */
async function sourceHouseholds(deps: PcoDeps): Promise<SourceHousehold[]> {
  const list = await deps.pco.list('/people/v2/households', { include: 'people' });
  const linked = list.data.some((household) => hasRelationship(household, 'people'));
  const fallback = linked ? null : await membersFromPeople(deps);
  return list.data.map((household) => ({
    id: household.id,
    name: str(household, 'name'),
    primaryContactId: idOf(household.attributes['primary_contact_id']),
    memberIds: fallback
      ? (fallback.get(household.id) ?? [])
      : refsOf(household, 'people').map((ref) => ref.id),
  }));
}

/** GET /api/households: the households the directory shows, with their listed members only. */
export async function getHouseholds(deps: PcoDeps): Promise<HouseholdsAnswer> {
  const [households, leaders, listed] = await Promise.all([
    sourceHouseholds(deps),
    leadersList(deps),
    listedIds(deps),
  ]);
  return {
    data: scopeHouseholds(
      households,
      leaders.data.map((p) => p.id),
      listed,
    ),
  };
}

/** "MM-DD" from Planning Center's "YYYY-MM-DD": the year never leaves the server. */
export function monthDay(birthdate: string | null): string | null {
  const match = birthdate ? /^\d{4}-(\d{2})-(\d{2})/.exec(birthdate) : null;
  return match ? `${match[1]}-${match[2]}` : null;
}

function contact(item: PcoResource): Email | Address | PhoneNumber | null {
  const location = str(item, 'location', 'Other');
  if (item.type === 'Email')
    return { type: 'Email', id: item.id, attributes: { address: str(item, 'address'), location } };
  if (item.type === 'PhoneNumber')
    return {
      type: 'PhoneNumber',
      id: item.id,
      attributes: { number: str(item, 'number'), location },
    };
  if (item.type !== 'Address') return null;
  // newer API versions split the street into two lines
  const street =
    str(item, 'street') ||
    [str(item, 'street_line_1'), str(item, 'street_line_2')].filter(Boolean).join(', ');
  return {
    type: 'Address',
    id: item.id,
    attributes: {
      street,
      city: str(item, 'city'),
      state: str(item, 'state'),
      zip: str(item, 'zip'),
      location,
    },
  };
}

/** GET /api/people/{id}: one person on the directory list, with emails, addresses and phones. */
export async function getPerson(deps: PcoDeps, id: string): Promise<PersonAnswer> {
  const notFound = new HttpError(404, 'That person is not in the church directory.');
  if (!/^\d+$/.test(id)) throw notFound;
  const directory = await directoryList(deps);
  if (!directory.data.some((p) => p.id === id)) throw notFound;
  const doc = await deps.pco
    .get(`/people/v2/people/${id}`, { include: 'emails,addresses,phone_numbers' })
    .catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 404 ? notFound : error;
    });
  const resource = doc.data;
  const primaryFirst = (a: PcoResource, b: PcoResource) =>
    Number(b.attributes['primary'] === true) - Number(a.attributes['primary'] === true);
  return {
    data: {
      type: 'Person',
      id: resource.id,
      attributes: {
        ...person(resource).attributes,
        birthdate: monthDay(strOrNull(resource, 'birthdate')),
      },
    },
    included: [...(doc.included ?? [])]
      .sort(primaryFirst)
      .map(contact)
      .filter((item): item is Email | Address | PhoneNumber => item !== null),
  };
}
