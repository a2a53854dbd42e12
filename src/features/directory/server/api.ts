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
import { keepLastGood } from '../../../platform/server/pco/last-good.ts';
import { getHouseholdLeaders, getHouseholds, getPeople, getPerson } from './people.ts';

/** The lists the directory reads: while either is unset, the directory is off. */
const DIRECTORY_VARIABLES = ['PCO_DIRECTORY_LIST_ID', 'PCO_HOUSEHOLD_LEADERS_LIST_ID'];

/** A gated answer; when Planning Center fails, the instance's last good one (never stored). */
async function lastGood<T>(name: string, load: (deps: ServerDeps) => Promise<T>): Promise<T> {
  const deps = serverDeps();
  requireSetUp(deps.cfg, DIRECTORY_VARIABLES);
  return (await keepLastGood(deps, `directory-${name}`, () => load(deps), { gated: true })).value;
}

/** GET /api/people: the people on the directory list. */
export const people = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await lastGood('people', getPeople), { headers: PRIVATE_HEADERS });
});

/** GET /api/people/{id}: one directory person with contact items. */
export const person = /* @__PURE__ */ handler(async (req, context) => {
  await requireArea(req, 'directory');
  const id = context.params['id'] ?? '';
  return Response.json(await lastGood(`person-${id}`, (deps) => getPerson(deps, id)), {
    headers: PRIVATE_HEADERS,
  });
});

/** GET /api/households: households with their members. */
export const households = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await lastGood('households', getHouseholds), { headers: PRIVATE_HEADERS });
});

/** GET /api/householdleaders: the household-leaders list. */
export const householdLeaders = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await lastGood('household-leaders', getHouseholdLeaders), {
    headers: PRIVATE_HEADERS,
  });
});
