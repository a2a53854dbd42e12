/**
 * POST /api/podcast-uploads: presigned URLs for putting episode files straight into S3
 * (podcastadmin, same origin). `{ direct: false }` where storage cannot sign (files locally).
 * `{ resume: token }` lists the parts of an unfinished upload; DELETE `{ token }` cancels it.
 */
import { PRIVATE_HEADERS, requireArea, requireSameOrigin } from '../../src/server/auth/guard.ts';
import { config as appConfig } from '../../src/server/config/index.ts';
import { handler } from '../../src/server/http/handler.ts';
import { abortRequest, signRequest } from '../../src/server/podcast/admin.ts';
import { getStorage } from '../../src/server/parts.ts';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  requireSameOrigin(req);
  if (req.method === 'DELETE') {
    await abortRequest(getStorage(), appConfig(), req);
    return new Response(null, { status: 204, headers: PRIVATE_HEADERS });
  }
  const answer = await signRequest(getStorage(), appConfig(), req);
  return Response.json(answer, { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/podcast-uploads', method: ['POST', 'DELETE'] };
