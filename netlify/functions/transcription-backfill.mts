/**
 * /api/transcription/backfill (podcastadmin): GET what transcribing every sermon without a
 * transcript would take; POST starts it, DELETE stops it (same origin; `{ message }`). The
 * scheduled transcription-poll function works the queue (docs/architecture.md section 10).
 */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { transcriptionDeps } from '../../src/app/composition.ts';
import {
  backfillEstimate,
  beginBackfill,
  enabledDeps,
  endBackfill,
} from '../../src/features/transcripts/server/api.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = enabledDeps(transcriptionDeps());
  if (req.method === 'GET')
    return Response.json(await backfillEstimate(deps), { headers: PRIVATE_HEADERS });
  requireSameOrigin(req);
  const message = req.method === 'POST' ? await beginBackfill(deps) : await endBackfill(deps);
  return Response.json(
    { message },
    { status: req.method === 'POST' ? 202 : 200, headers: PRIVATE_HEADERS },
  );
});

export const config = { path: '/api/transcription/backfill', method: ['GET', 'POST', 'DELETE'] };
