/**
 * PUT /api/podcast/{guid-suffix}: edit an episode (multipart, as for POST); DELETE removes it.
 * The suffix may contain slashes; it is looked up among the feed's guids, never used as a path.
 */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { podcastDeps } from '../../src/app/composition.ts';
import { suffixFromPath } from '../../src/features/sermons/server/feed/lookup.ts';
import { removeEpisode } from '../../src/features/podcast/server/service.ts';
import { editEpisodeFromForm } from '../../src/features/podcast/server/submit.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  requireSameOrigin(req);
  const deps = podcastDeps();
  const suffix = suffixFromPath(new URL(req.url).pathname, '/api/podcast/');
  const message =
    req.method === 'DELETE'
      ? await removeEpisode(deps, suffix)
      : await editEpisodeFromForm(deps, req, suffix);
  return Response.json({ message }, { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/podcast/*', method: ['PUT', 'DELETE'] };
