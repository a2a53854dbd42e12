/**
 * GET /api/sse: upload progress as named `s3UploadStatus` events, for the podcast admin only;
 * at most two streams per session, each ending with its uploads or after ten minutes
 * (`?maxSeconds=N` asks for less).
 */
import { requireArea } from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import {
  progressStream,
  requestedMaxMs,
} from '../../src/features/podcast/server/upload/progress-stream.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  return progressStream(serverDeps(), req, { maxMs: requestedMaxMs(req) });
});

export const config = { path: '/api/sse', method: ['GET'] };
