/**
 * POST /api/podcast-uploads/{action} (podcastadmin, same origin), each action with its own body
 * (src/features/podcast/shared/upload-actions.ts): `start` presigns the files' uploads straight
 * into S3 (or answers `{ direct: false }` where storage cannot sign), `parts` signs more parts of
 * an audio upload, `resume` lists what S3 holds of an unfinished one, `abort` drops it (Cancel).
 */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { HttpError } from '../../src/platform/server/http/errors.ts';
import { isUploadAction } from '../../src/features/podcast/shared/upload-actions.ts';
import {
  abortUpload,
  resumeUpload,
  signParts,
  startUploads,
} from '../../src/features/podcast/server/upload/upload-actions.ts';

const ACTIONS = { start: startUploads, parts: signParts, resume: resumeUpload };

export default handler(async (req, context) => {
  await requireArea(req, 'podcastadmin');
  requireSameOrigin(req);
  const action = context.params['action'];
  if (!isUploadAction(action))
    throw new HttpError(404, 'The upload actions are start, parts, resume and abort.');
  if (action === 'abort') {
    await abortUpload(serverDeps(), req);
    return new Response(null, { status: 204, headers: PRIVATE_HEADERS });
  }
  const answer = await ACTIONS[action](serverDeps(), req);
  return Response.json(answer, { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/podcast-uploads/:action', method: ['POST'] };
