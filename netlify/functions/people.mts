/** GET /api/people: the people on the directory list (directory area). */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { getPeople } from '../../src/features/directory/server/people.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'directory');
  return Response.json(await getPeople(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/people', method: ['GET'] };
