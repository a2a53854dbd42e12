/**
 * /api/podcast — GET: what the podcast admin page needs to know (podcastadmin); POST: publish a new
 * episode from a multipart form (podcastadmin, same origin). Answers `{ message }`.
 */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { podcastDeps } from '../../src/app/composition.ts';
import { podcastAdminInfo } from '../../src/features/podcast/server/podcast-admin-info.ts';
import { createEpisodeFromForm } from '../../src/features/podcast/server/submit.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = podcastDeps();
  if (req.method === 'GET')
    return Response.json(podcastAdminInfo(deps.cfg), { headers: PRIVATE_HEADERS });
  requireSameOrigin(req);
  const message = await createEpisodeFromForm(deps, req);
  return Response.json({ message }, { status: 201, headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/podcast', method: ['GET', 'POST'] };
