/**
 * The directory's functions (docs/architecture.md section 3), each for the directory area alone:
 * netlify/functions/ re-exports each beside its route. Marked pure, so a function's bundle
 * leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { PRIVATE_HEADERS, requireArea } from '../../../platform/server/auth/guard.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { getHouseholdLeaders, getHouseholds, getPeople, getPerson } from './people.ts';

/** GET /api/people: the people on the directory list. */
export const people = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await getPeople(serverDeps()), { headers: PRIVATE_HEADERS });
});

/** GET /api/people/{id}: one directory person with contact items. */
export const person = /* @__PURE__ */ handler(async (req, context) => {
  await requireArea(req, 'directory');
  return Response.json(await getPerson(serverDeps(), context.params['id'] ?? ''), {
    headers: PRIVATE_HEADERS,
  });
});

/** GET /api/households: households with their members. */
export const households = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await getHouseholds(serverDeps()), { headers: PRIVATE_HEADERS });
});

/** GET /api/householdleaders: the household-leaders list. */
export const householdLeaders = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await getHouseholdLeaders(serverDeps()), { headers: PRIVATE_HEADERS });
});
