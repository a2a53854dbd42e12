/**
 * What the podcast admin's transcription endpoints answer (docs/architecture.md section 10): data
 * or an HttpError; api.ts shapes the responses. All need the podcastadmin area.
 */
import type { Episode } from '../../sermons/index.ts';
import type { BackfillEstimate, BackfillShown, TranscriptionAdminInfo } from '../shared/types.ts';
import type { EnabledTranscriptionDeps, TranscriptionDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { loadFeed } from '../../sermons/server/index.ts';
import { findEpisode } from '../../sermons/server/index.ts';
import { backfillProgress, estimateBackfill, startBackfill, stopBackfill } from './backfill.ts';
import { FOLLOW_MESSAGE, isRetryable } from '../shared/jobs.ts';
import { listJobs } from './job-store.ts';
import { monthUsage } from './usage.ts';
import { newestFirst, pollJobs } from './poll.ts';
import { requestJob } from './request.ts';

/** How long a POST spends stepping jobs before it answers. */
const GET_BUDGET_MS = 5000;

/** The deps once transcription is on; a clear 409 while it is off. */
export function enabledDeps(deps: TranscriptionDeps): EnabledTranscriptionDeps {
  const { transcriber, cfg } = deps;
  if (!transcriber || !cfg.transcribe.enabled)
    throw new HttpError(
      409,
      cfg.transcribe.enabled ? 'Automatic transcripts are off.' : cfg.transcribe.howToEnable,
    );
  return { ...deps, transcriber };
}

/**
 * GET /api/transcription: lists the jobs and the backfill, and changes nothing (docs/security.md):
 * starting, attaching and feeding the backfill are the scheduled round's.
 */
export async function transcriptionInfo(deps: TranscriptionDeps): Promise<TranscriptionAdminInfo> {
  const { transcriber, cfg, storage } = deps;
  if (!transcriber || !cfg.transcribe.enabled) {
    const howToEnable = cfg.transcribe.enabled ? null : cfg.transcribe.howToEnable;
    return { enabled: false, howToEnable, jobs: [], backfill: null, month: null };
  }
  const enabled = { ...deps, transcriber };
  const stored = await listJobs(storage);
  const jobs = newestFirst(stored.map((s) => s.job)).map((job) => ({
    suffix: job.suffix,
    title: job.title,
    state: job.state,
    message: job.next ? `${job.message} ${FOLLOW_MESSAGE}` : job.message,
    startedAt: job.startedAt,
    updatedAt: job.updatedAt,
    awaitingReview: job.awaitingReview === true,
    heldUntil: job.heldUntil ?? null,
    retryable: isRetryable(job),
  }));
  return {
    enabled: true,
    howToEnable: null,
    jobs,
    backfill: await backfillProgress(enabled, stored),
    month: await monthUsage(storage, deps.clock.now(), cfg.transcribe.monthlyMinutes),
  };
}

/**
 * POST /api/transcription: the open admin panel's "check now", a short round of the scheduled
 * work (start, check, attach, feed the backfill), so staff see a job end without waiting for the
 * schedule. Nothing when transcripts are off.
 */
export async function checkJobsNow(deps: TranscriptionDeps): Promise<void> {
  const { transcriber, cfg } = deps;
  if (transcriber && cfg.transcribe.enabled)
    await pollJobs({ ...deps, transcriber }, GET_BUDGET_MS);
}

/** POST /api/transcription/jobs/{suffix}: starts the sermon's job, or retries a failed one. */
export async function startSermonJob(
  deps: EnabledTranscriptionDeps,
  suffix: string,
): Promise<string> {
  const { feed } = await loadFeed(deps);
  const episode: Episode = findEpisode(deps.cfg, feed, suffix);
  if (episode.transcriptSource === 'staff')
    throw new HttpError(
      409,
      'This sermon has a transcript from staff, so it is not transcribed by machine.',
    );
  const job = await requestJob(deps, episode, { again: true, retry: true });
  if (job.state === 'failed') throw new HttpError(502, job.message);
  return `Transcription of "${episode.title}" was asked for. ${job.message}`;
}

/** GET /api/transcription/backfill */
export async function backfillEstimate(deps: EnabledTranscriptionDeps): Promise<BackfillEstimate> {
  return estimateBackfill(deps, await listJobs(deps.storage));
}

/** POST /api/transcription/backfill */
export async function beginBackfill(
  deps: EnabledTranscriptionDeps,
  shown: BackfillShown | null,
): Promise<string> {
  const count = await startBackfill(deps, await listJobs(deps.storage), shown);
  await pollJobs(deps, GET_BUDGET_MS);
  return count
    ? `Transcribing ${count} sermon${count === 1 ? '' : 's'} without a transcript.`
    : 'Every sermon has a transcript already.';
}

/** DELETE /api/transcription/backfill */
export async function endBackfill(deps: EnabledTranscriptionDeps): Promise<string> {
  await stopBackfill(deps);
  return 'The backfill was stopped; jobs already running will finish.';
}
