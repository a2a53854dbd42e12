/** The emulator's People endpoints: people, lists, households and contact items. */
import type { PcoResource } from '../platform/server/pco/jsonapi.ts';
import { congregation } from './congregation.ts';
import { errorDocument, listDocument, resourceDocument, type ListOptions } from './jsonapi.ts';
import { contactResources, householdResource, personResource } from './people-resources.ts';

const PERSON_INCLUDES = ['addresses', 'emails', 'households', 'phone_numbers'] as const;
const PERSON_ORDER = ['first_name', 'last_name', 'name', 'birthdate', 'created_at'] as const;
const PERSON_QUERY = ['id', 'first_name', 'last_name', 'membership', 'child', 'status'] as const;

function personOptions(): ListOptions {
  return {
    canInclude: PERSON_INCLUDES,
    canOrderBy: PERSON_ORDER,
    canQueryBy: PERSON_QUERY,
    includer: (resource, name) => {
      const person = congregation().byId.get(resource.id);
      return person ? contactResources(person, name) : [];
    },
  };
}

const built = new WeakMap<object, Map<string, PcoResource>>();

/** Person resources for ids, built once per congregation and base URL. */
const people = (ids: readonly string[], base: string) => {
  const current = congregation();
  let byBase = built.get(current);
  if (!byBase) built.set(current, (byBase = new Map<string, PcoResource>()));
  return ids.map((id) => {
    const key = `${base}|${id}`;
    let resource = byBase.get(key);
    if (!resource) byBase.set(key, (resource = personResource(current.byId.get(id)!, base)));
    return resource;
  });
};

/** GET /people/v2/people */
export function listPeople(url: URL, base: string): Response {
  return listDocument(
    url,
    people(
      congregation().people.map((p) => p.id),
      base,
    ),
    personOptions(),
  );
}

/** GET /people/v2/people/:id */
export function showPerson(url: URL, base: string, id: string): Response {
  const person = congregation().byId.get(id);
  if (!person) return errorDocument(404, 'Not Found', `Couldn't find Person with 'id'=${id}`);
  return resourceDocument(url, personResource(person, base), personOptions());
}

/** GET /people/v2/lists/:id/people (1001: the directory, 1002: household leaders). */
export function listMembers(
  url: URL,
  base: string,
  listId: string,
  lists: { directory: string; leaders: string },
): Response {
  const { directoryIds, leaderIds } = congregation();
  const ids =
    listId === lists.directory ? directoryIds : listId === lists.leaders ? leaderIds : null;
  if (!ids) return errorDocument(404, 'Not Found', `Couldn't find List with 'id'=${listId}`);
  return listDocument(url, people(ids, base), personOptions());
}

/** GET /people/v2/households */
export function listHouseholds(url: URL): Response {
  const { households } = congregation();
  return listDocument(url, households.map(householdResource), {
    canInclude: ['people'],
    canOrderBy: ['name', 'member_count'],
    canQueryBy: ['name', 'member_count'],
    includer: (resource) => {
      const household = congregation().householdById.get(resource.id);
      const base = url.href.slice(0, url.href.indexOf('/people/v2/'));
      return household ? people(household.memberIds, base) : [];
    },
  });
}
