/** GET /api/curriculums: curriculum media with their lesson files (teacher portal). */
import { PRIVATE_HEADERS, requireArea } from '../../src/server/auth/guard.ts';
import { getCurriculums } from '../../src/server/data/portal.ts';
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'dccyouth');
  return Response.json(await getCurriculums(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/curriculums', method: ['GET'] };
