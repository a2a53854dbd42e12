/** GET /api/plans: the children's schedule for the coming Sundays (teacher portal). */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { getPlans } from '../../src/features/portal/server/portal.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'dccyouth');
  return Response.json(await getPlans(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/plans', method: ['GET'] };
