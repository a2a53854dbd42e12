/** GET /api/people/{id}: one directory person with contact items (directory area). */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { getPerson } from '../../src/features/directory/server/people.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req, context) => {
  await requireArea(req, 'directory');
  return Response.json(await getPerson(serverDeps(), context.params['id'] ?? ''), {
    headers: PRIVATE_HEADERS,
  });
});

export const config = { path: '/api/people/:id', method: ['GET'] };
