/**
 * The directory's answers as the functions serve them: Planning Center's, or when it fails the
 * instance's last good one, never stored (keepLastGood's `gated`, docs/code-style.md habit 4).
 */
import type { ServerDeps } from '../../../app/deps.ts';
import { keepLastGood } from '../../../platform/server/pco/last-good.ts';
import { getHouseholdLeaders, getHouseholds, getPeople, getPerson } from './people.ts';

/** A gated answer kept by this instance only, under the directory's name for it. */
async function kept<T>(deps: ServerDeps, name: string, load: () => Promise<T>): Promise<T> {
  return (await keepLastGood(deps, `directory-${name}`, load, { gated: true })).value;
}

/** GET /api/people's answer. */
export const keptPeople = (deps: ServerDeps) => kept(deps, 'people', () => getPeople(deps));

/** GET /api/people/{id}'s answer. */
export const keptPerson = (deps: ServerDeps, id: string) =>
  kept(deps, `person-${id}`, () => getPerson(deps, id));

/** GET /api/households' answer. */
export const keptHouseholds = (deps: ServerDeps) =>
  kept(deps, 'households', () => getHouseholds(deps));

/** GET /api/householdleaders' answer. */
export const keptHouseholdLeaders = (deps: ServerDeps) =>
  kept(deps, 'household-leaders', () => getHouseholdLeaders(deps));
