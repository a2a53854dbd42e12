/**
 * The podcast admin's functions (podcastadmin; docs/architecture.md sections 3 and 7):
 * netlify/functions/ re-exports each beside its route. Each answers `{ message }` or the data
 * asked for. Marked pure, so a function's bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { podcastDeps } from '../../../app/transcription-composition.ts';
import { PRIVATE_HEADERS, requireArea } from '../../../platform/server/auth/guard.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { suffixFromPath } from '../../sermons/server/index.ts';
import { isUploadAction } from '../shared/upload-actions.ts';
import { podcastAdminInfo } from './podcast-admin-info.ts';
import { removeEpisode } from './service.ts';
import { createEpisodeFromForm, editEpisodeFromForm } from './submit.ts';
import { progressStream, requestedMaxMs } from './upload/progress-stream.ts';
import { abortUpload, resumeUpload, signParts, startUploads } from './upload/upload-actions.ts';

/**
 * /api/podcast — GET: what the podcast admin page needs to know; POST: publish a new episode
 * from a multipart form (same origin).
 */
export const podcast = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = podcastDeps();
  if (req.method === 'GET')
    return Response.json(await podcastAdminInfo(deps), { headers: PRIVATE_HEADERS });
  const message = await createEpisodeFromForm(deps, req);
  return Response.json({ message }, { status: 201, headers: PRIVATE_HEADERS });
});

/**
 * PUT /api/podcast/{guid-suffix}: edit an episode (multipart, as for POST); DELETE removes it.
 * The suffix may contain slashes; it is looked up among the feed's guids, never used as a path.
 */
export const podcastItem = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = podcastDeps();
  const suffix = suffixFromPath(new URL(req.url).pathname, '/api/podcast/');
  const message =
    req.method === 'DELETE'
      ? await removeEpisode(deps, suffix)
      : await editEpisodeFromForm(deps, req, suffix);
  return Response.json({ message }, { headers: PRIVATE_HEADERS });
});

const UPLOAD_ACTIONS = { start: startUploads, parts: signParts, resume: resumeUpload };

/**
 * POST /api/podcast-uploads/{action} (same origin), each action with its own body
 * (shared/upload-actions.ts): `start` presigns the files' uploads straight into S3 (or answers
 * `{ direct: false }` where storage cannot sign), `parts` signs more parts of an audio upload,
 * `resume` lists what S3 holds of an unfinished one, `abort` drops it (Cancel).
 */
export const podcastUpload = /* @__PURE__ */ handler(async (req, context) => {
  await requireArea(req, 'podcastadmin');
  const action = context.params['action'];
  if (!isUploadAction(action))
    throw new HttpError(404, 'The upload actions are start, parts, resume and abort.');
  if (action === 'abort') {
    await abortUpload(serverDeps(), req);
    return new Response(null, { status: 204, headers: PRIVATE_HEADERS });
  }
  const answer = await UPLOAD_ACTIONS[action](serverDeps(), req);
  return Response.json(answer, { headers: PRIVATE_HEADERS });
});

/**
 * GET /api/sse: upload progress as named `s3UploadStatus` events; at most two streams per
 * session, each ending with its uploads or after ten minutes (`?maxSeconds=N` asks for less).
 */
export const uploadEvents = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  return progressStream(serverDeps(), req, { maxMs: requestedMaxMs(req) });
});
