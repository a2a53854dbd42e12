/**
 * GET /api/groups: the groups a stranger may find, with their kinds and the public tag groups
 * (public; docs/security.md, "What is protected"); the last good answer when Planning Center fails
 * (last-good.ts); 404 while PCO_GROUPS is off.
 */
import { keptGroups, requireGroups } from '../../src/features/groups/server/groups.ts';
import { keptJson } from '../../src/platform/server/pco/last-good.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  const deps = serverDeps();
  requireGroups(deps);
  return keptJson(await keptGroups(deps), req);
});

export const config = { path: '/api/groups', method: ['GET'] };
