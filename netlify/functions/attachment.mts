/**
 * POST /api/attachment {mediaId, attachmentId}: a download URL for a media file. Anyone may open
 * a worship sample the worship page lists; curriculum files need the teacher-portal session;
 * other media, nobody. Every caller is limited per client address (attachment-opens.ts).
 */
import type { Config } from '@netlify/functions';
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { countOpenRequest } from '../../src/features/portal/server/attachment-opens.ts';
import {
  isWorshipMedia,
  openMediaAttachment,
} from '../../src/features/portal/server/attachments.ts';
import { readIds } from '../../src/features/portal/server/body.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req, context) => {
  requireSameOrigin(req);
  countOpenRequest(context.ip);
  const { mediaId, attachmentId } = await readIds(req, ['mediaId', 'attachmentId']);
  const deps = serverDeps();
  if (!isWorshipMedia(deps, mediaId)) await requireArea(req, 'dccyouth');
  // signed URLs are short-lived: never cached by a browser or the CDN, public or not
  return Response.json(await openMediaAttachment(deps, mediaId, attachmentId), {
    headers: PRIVATE_HEADERS,
  });
});

export const config: Config = {
  path: '/api/attachment',
  method: ['POST'],
  // Netlify's shared fence across instances; each instance also counts per address itself.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
