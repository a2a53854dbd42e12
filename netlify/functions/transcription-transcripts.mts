/**
 * /api/transcription/transcripts/{guid-suffix} — GET: a sermon's transcript as cues for the
 * transcript editor; PUT `{ cues, speakers? }`: store staff's correction and mark it reviewed
 * (podcastadmin; PUT same origin). Errors answer `{ message }`.
 */
import {
  PRIVATE_HEADERS,
  requireArea,
  requireSameOrigin,
} from '../../src/platform/server/auth/guard.ts';
import { readJsonBody } from '../../src/platform/server/http/body.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { MAX_TRANSCRIPT_BYTES } from '../../src/features/transcripts/shared/transcript.ts';
import { suffixFromPath } from '../../src/features/sermons/server/feed/lookup.ts';
import {
  getTranscript,
  saveTranscript,
} from '../../src/features/transcripts/server/transcript-edit.ts';

const PREFIX = '/api/transcription/transcripts/';

export default handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = serverDeps();
  const suffix = suffixFromPath(new URL(req.url).pathname, PREFIX);
  if (req.method === 'GET') {
    return Response.json(await getTranscript(deps, suffix), { headers: PRIVATE_HEADERS });
  }
  requireSameOrigin(req);
  // the cues as JSON are a little larger than the WebVTT they make
  const body = await readJsonBody(req, 2 * MAX_TRANSCRIPT_BYTES, 'The transcript');
  const message = await saveTranscript(deps, suffix, body);
  return Response.json({ message }, { headers: PRIVATE_HEADERS });
});

export const config = { path: '/api/transcription/transcripts/*', method: ['GET', 'PUT'] };
