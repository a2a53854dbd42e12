/** GET /api/sse: upload progress as named `s3UploadStatus` events, for the podcast admin only. */
import { requireArea } from '../../src/server/auth/guard.ts';
import { handler } from '../../src/server/http/handler.ts';
import { sseResponse } from '../../src/server/http/sse.ts';
import { subscribeProgress } from '../../src/server/podcast/progress.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  return sseResponse(req, (channel) =>
    subscribeProgress((progress) => channel.send('s3UploadStatus', progress)),
  );
});

export const config = { path: '/api/sse', method: ['GET'] };
