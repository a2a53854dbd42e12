/** GET /api/households: households with their members (directory area). */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { getHouseholds } from '../../src/features/directory/server/people.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await getHouseholds(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/households', method: ['GET'] };
