/**
 * The scheduled round over transcription jobs (docs/architecture.md section 10): every five
 * minutes, within a scheduled function's 30 seconds, it starts, checks and attaches jobs and
 * feeds the backfill. Netlify runs it on its schedule; the local servers too (tools/local/).
 */
import { transcriptionDeps } from '../../src/app/composition.ts';
import { pollJobs } from '../../src/features/transcripts/server/poll.ts';

/** Work is started for this long; what is under way then still finishes within the limit. */
const BUDGET_MS = 18_000;

/** One round: 204 when transcription is off, else what the round started, checked and attached. */
export default async (): Promise<Response> => {
  const { transcriber, ...deps } = transcriptionDeps();
  if (!transcriber) return new Response(null, { status: 204 });
  const result = await pollJobs({ ...deps, transcriber }, BUDGET_MS);
  return Response.json(result);
};

export const config = { schedule: '*/5 * * * *' };
