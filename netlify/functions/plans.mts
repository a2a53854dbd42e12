/** GET /api/plans: the children's schedule for the coming Sundays (teacher portal). */
import { PRIVATE_HEADERS, requireArea } from '../../src/server/auth/guard.ts';
import { getPlans } from '../../src/server/data/portal.ts';
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'dccyouth');
  return Response.json(await getPlans(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/plans', method: ['GET'] };
