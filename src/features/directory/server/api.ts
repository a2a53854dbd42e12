/**
 * The directory's functions (docs/architecture.md section 3), each for the directory area alone:
 * netlify/functions/ re-exports each beside its route. Marked pure, so a function's bundle
 * leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import type { ServerDeps } from '../../../app/deps.ts';
import { PRIVATE_HEADERS, requireArea } from '../../../platform/server/auth/guard.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { requireSetUp } from '../../../platform/server/http/set-up.ts';
import { keptHouseholdLeaders, keptHouseholds, keptPeople, keptPerson } from './kept.ts';

/** The lists the directory reads: while either is unset, the directory is off. */
const DIRECTORY_VARIABLES = ['PCO_DIRECTORY_LIST_ID', 'PCO_HOUSEHOLD_LEADERS_LIST_ID'];

/** A directory answer for a member: after the login check, unless the directory is off. */
async function answer<T>(req: Request, load: (deps: ServerDeps) => Promise<T>) {
  await requireArea(req, 'directory');
  const deps = serverDeps();
  requireSetUp(deps.cfg, DIRECTORY_VARIABLES);
  return Response.json(await load(deps), { headers: PRIVATE_HEADERS });
}

/** GET /api/people: the people on the directory list. */
export const people = /* @__PURE__ */ handler((req) => answer(req, keptPeople));

/** GET /api/people/{id}: one directory person with contact items. */
export const person = /* @__PURE__ */ handler((req, context) =>
  answer(req, (deps) => keptPerson(deps, context.params['id'] ?? '')),
);

/** GET /api/households: households with their members. */
export const households = /* @__PURE__ */ handler((req) => answer(req, keptHouseholds));

/** GET /api/householdleaders: the household-leaders list. */
export const householdLeaders = /* @__PURE__ */ handler((req) => answer(req, keptHouseholdLeaders));
