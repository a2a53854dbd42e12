/**
 * The transcription functions (podcastadmin; docs/architecture.md sections 3 and 10):
 * netlify/functions/ re-exports each beside its route; errors answer `{ message }`. Marked pure,
 * so a function's bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { transcriptionDeps } from '../../../app/transcription-composition.ts';
import { PRIVATE_HEADERS, requireArea } from '../../../platform/server/auth/guard.ts';
import { bodyRefused, readJsonBody } from '../../../platform/server/http/body.ts';
import type { BackfillShown } from '../shared/types.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { suffixFromPath } from '../../sermons/server/index.ts';
import { MAX_TRANSCRIPT_BYTES } from '../shared/transcript.ts';
import {
  backfillEstimate,
  beginBackfill,
  enabledDeps,
  endBackfill,
  startSermonJob,
  checkJobsNow,
  transcriptionInfo,
} from './admin.ts';
import { pollJobs } from './poll.ts';
import { estimateBody, transcriptBody } from './transcript-body.ts';
import { getTranscript, saveTranscript } from './transcript-edit.ts';

/**
 * /api/transcription: GET whether machine transcripts are on, each sermon's job and the
 * backfill, changing nothing (the scheduled round attaches finished jobs); POST (same origin,
 * what the open admin panel asks while a job runs) first does a short round of that work.
 */
export const transcription = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  if (req.method === 'POST') await checkJobsNow(transcriptionDeps());
  const info = await transcriptionInfo(transcriptionDeps());
  return Response.json(info, { headers: PRIVATE_HEADERS });
});

/**
 * POST /api/transcription/jobs/{guid-suffix} (same origin): starts, or starts again, the
 * sermon's transcription job. Answers `{ message }`.
 */
export const transcriptionJobs = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const suffix = suffixFromPath(new URL(req.url).pathname, '/api/transcription/jobs/');
  const deps = enabledDeps(transcriptionDeps());
  const message = await startSermonJob(deps, suffix);
  return Response.json({ message }, { status: 202, headers: PRIVATE_HEADERS });
});

/**
 * The estimate a backfill start carries (`{ sermons, minutes }`); none when the body is empty or
 * not an estimate of whole numbers, which the start refuses with 409, asking for one (backfill.ts).
 */
async function shownEstimate(req: Request): Promise<BackfillShown | null> {
  const read = await readJsonBody(req, 1024, estimateBody, {
    what: 'The estimate',
    mayBeEmpty: true,
  });
  if (read.ok) return read.value ?? null;
  if (read.reason === 'shape') return null;
  throw bodyRefused(read);
}

/**
 * /api/transcription/backfill: GET what transcribing every sermon without a transcript would
 * take; POST `{ sermons, minutes }` (the estimate staff confirmed) starts it, DELETE stops it (same origin; `{ message }`). The scheduled round
 * (transcriptionPoll) works the queue.
 */
export const transcriptionBackfill = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = enabledDeps(transcriptionDeps());
  if (req.method === 'GET')
    return Response.json(await backfillEstimate(deps), { headers: PRIVATE_HEADERS });
  const message =
    req.method === 'POST'
      ? await beginBackfill(deps, await shownEstimate(req))
      : await endBackfill(deps);
  return Response.json(
    { message },
    { status: req.method === 'POST' ? 202 : 200, headers: PRIVATE_HEADERS },
  );
});

const TRANSCRIPTS_PREFIX = '/api/transcription/transcripts/';

/**
 * /api/transcription/transcripts/{guid-suffix} — GET: a sermon's transcript as cues for the
 * transcript editor; PUT `{ cues, speakers? }`: store staff's correction and mark it reviewed
 * (same origin).
 */
export const transcriptionTranscripts = /* @__PURE__ */ handler(async (req) => {
  await requireArea(req, 'podcastadmin');
  const deps = serverDeps();
  const suffix = suffixFromPath(new URL(req.url).pathname, TRANSCRIPTS_PREFIX);
  if (req.method === 'GET') {
    return Response.json(await getTranscript(deps, suffix), { headers: PRIVATE_HEADERS });
  }
  // the cues as JSON are a little larger than the WebVTT they make
  const body = await readJsonBody(req, 2 * MAX_TRANSCRIPT_BYTES, transcriptBody, {
    what: 'The transcript',
  });
  if (!body.ok) throw bodyRefused(body);
  const message = await saveTranscript(deps, suffix, body.value);
  return Response.json({ message }, { headers: PRIVATE_HEADERS });
});

/** The round's work is started for this long; what is under way then still finishes in time. */
const POLL_BUDGET_MS = 18_000;

/**
 * The scheduled round over transcription jobs: every five minutes, within a scheduled
 * function's 30 seconds, it starts, checks and attaches jobs and feeds the backfill. Netlify
 * runs it on its schedule, the local servers too (tools/local/scheduled.ts); Netlify's
 * scheduler sends no Origin, so it is not behind handler().
 */
export async function transcriptionPoll(): Promise<Response> {
  const { transcriber, ...deps } = transcriptionDeps();
  if (!transcriber) return new Response(null, { status: 204 });
  const result = await pollJobs({ ...deps, transcriber }, POLL_BUDGET_MS);
  return Response.json(result);
}
