/** GET /api/curriculums: curriculum media with their lesson files (teacher portal). */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { getCurriculums } from '../../src/features/portal/server/portal.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  await requireArea(req, 'dccyouth');
  return Response.json(await getCurriculums(serverDeps()), { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/curriculums', method: ['GET'] };
