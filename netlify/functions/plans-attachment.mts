/** POST /api/plans/attachment {planId, attachmentId}: a download URL for a plan's lesson file. */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { openPlanAttachment } from '../../src/features/portal/server/attachments.ts';
import { readIds } from '../../src/features/portal/server/body.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

export default handler(async (req) => {
  requireSameOrigin(req);
  await requireArea(req, 'dccyouth');
  const { planId, attachmentId } = await readIds(req, ['planId', 'attachmentId']);
  return Response.json(await openPlanAttachment(serverDeps(), planId, attachmentId), {
    headers: PRIVATE_HEADERS,
  });
});

export const config = { path: '/api/plans/attachment', method: ['POST'] };
