/** GET /api/teams: the children's-ministry team members (teacher portal). */
import { PRIVATE_HEADERS, requireArea } from '../../src/server/auth/guard.ts';
import { getTeams } from '../../src/server/data/portal.ts';
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'dccyouth');
  return Response.json(await getTeams(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/teams', method: ['GET'] };
