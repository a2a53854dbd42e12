/**
 * POST /api/transcription/jobs/{guid-suffix} (podcastadmin, same origin): starts, or starts
 * again, the sermon's transcription job. Answers `{ message }` (docs/architecture.md section 10).
 */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { transcriptionDeps } from '../../src/app/composition.ts';
import { suffixFromPath } from '../../src/features/sermons/server/feed/lookup.ts';
import { enabledDeps, startSermonJob } from '../../src/features/transcripts/server/api.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  requireSameOrigin(req);
  const suffix = suffixFromPath(new URL(req.url).pathname, '/api/transcription/jobs/');
  const deps = enabledDeps(transcriptionDeps());
  const message = await startSermonJob(deps, suffix);
  return Response.json({ message }, { status: 202, headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/transcription/jobs/*', method: ['POST'] };
