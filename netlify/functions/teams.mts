/** GET /api/teams: the children's-ministry team members (teacher portal). */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { getTeams } from '../../src/features/portal/server/portal.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'dccyouth');
  return Response.json(await getTeams(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/teams', method: ['GET'] };
