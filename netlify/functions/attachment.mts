/**
 * POST /api/attachment {mediaId, attachmentId}: a download URL for a media file. Anyone may open
 * a worship sample; curriculum files need the teacher-portal session; other media, nobody.
 */
import { PRIVATE_HEADERS, requireArea, requireSameOrigin } from '../../src/server/auth/guard.ts';
import { isWorshipMedia, openMediaAttachment } from '../../src/server/data/attachments.ts';
import { readIds } from '../../src/server/data/body.ts';
import { handler } from '../../src/server/http/handler.ts';

export default handler(async (req) => {
  requireSameOrigin(req);
  const { mediaId, attachmentId } = await readIds(req, ['mediaId', 'attachmentId']);
  if (!isWorshipMedia(mediaId)) await requireArea(req, 'dccyouth');
  // signed URLs are short-lived and per click: never cached, public or not
  return Response.json(await openMediaAttachment(mediaId, attachmentId), {
    headers: PRIVATE_HEADERS,
  });
});

export const config = { path: '/api/attachment', method: ['POST'] };
