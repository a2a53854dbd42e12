/** GET /api/people/{id}: one directory person with contact items (directory area). */
import { PRIVATE_HEADERS, requireArea } from '../../src/server/auth/guard.ts';
import { getPerson } from '../../src/server/data/people.ts';
import { handler } from '../../src/server/http/handler.ts';

export default handler(async (req, context) => {
  await requireArea(req, 'directory');
  return Response.json(await getPerson(context.params['id'] ?? ''), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/people/:id', method: ['GET'] };
