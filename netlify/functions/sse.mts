/** GET /api/sse: upload progress as named `s3UploadStatus` events, for the podcast admin only. */
import { requireArea } from '../../src/server/auth/guard.ts';
import { handler } from '../../src/server/http/handler.ts';
import { sseResponse } from '../../src/server/http/sse.ts';
import { watchProgress } from '../../src/server/podcast/progress.ts';
import { getStorage } from '../../src/server/storage/index.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const since = Date.now();
  return sseResponse(req, (channel) =>
    watchProgress(getStorage(), (progress) => channel.send('s3UploadStatus', progress), { since }),
  );
});

export const config = { path: '/api/sse', method: ['GET'] };
