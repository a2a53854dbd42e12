/**
 * GET /api/transcription (podcastadmin): whether machine transcripts are on, each sermon's job
 * and the backfill; finished jobs are attached before it answers (docs/architecture.md section 10).
 */
import { PRIVATE_HEADERS, requireArea } from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { transcriptionDeps } from '../../src/app/composition.ts';
import { transcriptionInfo } from '../../src/features/transcripts/server/api.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const info = await transcriptionInfo(transcriptionDeps());
  return Response.json(info, { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/transcription', method: ['GET'] };
