/**
 * The directory's answers as the functions serve them: Planning Center's, or when it fails the
 * instance's last good one, never stored (`keptGated`, last-good.ts, docs/code-style.md habit 4).
 */
import type { ServerDeps } from '../../../app/deps.ts';
import { keptGated } from '../../../platform/server/pco/last-good.ts';
import { getHouseholdLeaders, getHouseholds, getPeople, getPerson } from './people.ts';

/** GET /api/people's answer. */
export const keptPeople = (deps: ServerDeps) =>
  keptGated(deps, 'directory-people', () => getPeople(deps));

/** GET /api/people/{id}'s answer. */
export const keptPerson = (deps: ServerDeps, id: string) =>
  keptGated(deps, `directory-person-${id}`, () => getPerson(deps, id));

/** GET /api/households' answer. */
export const keptHouseholds = (deps: ServerDeps) =>
  keptGated(deps, 'directory-households', () => getHouseholds(deps));

/** GET /api/householdleaders' answer. */
export const keptHouseholdLeaders = (deps: ServerDeps) =>
  keptGated(deps, 'directory-household-leaders', () => getHouseholdLeaders(deps));
