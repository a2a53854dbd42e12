/**
 * One round over the open jobs (docs/architecture.md section 10), as the scheduled function (and
 * the backfill's POST) run it: starts whose retry time has come, Transcribe's status of each
 * started job, attaching the completed, recording the failed with Transcribe's FailureReason and
 * giving up those past the stated time, then starting the job of new audio that waited for one
 * now ended. Work stops being started once the time budget is spent (a scheduled function has
 * 30 seconds), and the backfill queue is fed last. A job held by the monthly ceiling is an
 * unstarted one whose retry time is the next month's start.
 */
import pLimit from 'p-limit';
import {
  hasTimedOut,
  isOpen,
  stateOf,
  STATE_MESSAGES,
  TIMED_OUT_MESSAGE,
  type JobRecord,
} from '../shared/jobs.ts';
import { attachJob, goneReason } from './attach.ts';
import { feedBackfill } from './backfill.ts';
import { listJobs, type StoredJob } from './job-store.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { startWaiting } from './request.ts';
import { startJob, stepRecord } from './start.ts';

/** Jobs stepped at once. */
const CONCURRENCY = 6;

export interface PollResult {
  stepped: number;
  attached: number;
  /** Open jobs left for the next round because the time budget was spent. */
  deferred: number;
}

/** One step of an open job; true when it attached a transcript. */
async function step(
  deps: EnabledTranscriptionDeps,
  stored: StoredJob,
  now: number,
): Promise<boolean> {
  const { job } = stored;
  if (hasTimedOut(job, now)) {
    await stepRecord(deps, job, (c) =>
      isOpen(c) ? { state: 'timed-out', message: TIMED_OUT_MESSAGE } : null,
    );
    return false;
  }
  if (!job.started) {
    if (!job.retryAt || Date.parse(job.retryAt) <= now) await startJob(deps, stored);
    return false;
  }
  const status = await deps.transcriber.get(job.jobName);
  const state = stateOf(status.status);
  if (state === 'completed') return (await attachJob(deps, job))?.state === 'completed';
  const message =
    state === 'failed'
      ? ((await goneReason(deps, job)) ??
        `Amazon Transcribe could not transcribe the audio: ${status.failureReason ?? 'it gave no reason'}`)
      : STATE_MESSAGES[state];
  await stepRecord(deps, job, (c) =>
    c.state === state && c.message === message ? null : { state, message },
  );
  return false;
}

/** Steps every open job within `budgetMs`; `only` limits the round to those jobs' sermons. */
export async function pollJobs(
  deps: EnabledTranscriptionDeps,
  budgetMs: number,
  options: { backfill?: boolean } = {},
): Promise<PollResult> {
  const { clock } = deps;
  const began = clock.now();
  const stored = await listJobs(deps.storage);
  const open = stored.filter((s) => isOpen(s.job));
  const limit = pLimit(CONCURRENCY);
  const result: PollResult = { stepped: 0, attached: 0, deferred: 0 };
  await Promise.all(
    open.map((s) =>
      limit(async () => {
        if (clock.now() - began > budgetMs) {
          result.deferred++;
          return;
        }
        try {
          if (await step(deps, s, clock.now())) result.attached++;
          result.stepped++;
        } catch (error) {
          console.error(`Transcription job ${s.job.jobName}:`, error);
        }
      }),
    ),
  );
  if (clock.now() - began < budgetMs) {
    const after = await listJobs(deps.storage);
    // new audio that waited for a job now ended gets its own job (one open job per sermon)
    const ended = after.filter((s) => s.job.next && !isOpen(s.job));
    await Promise.all(ended.map((s) => limit(() => startWaiting(deps, s.job))));
    if (options.backfill !== false) await feedBackfill(deps, after, began + budgetMs);
  }
  return result;
}

/** The newest records first, as the podcast admin page lists them. */
export const newestFirst = (jobs: JobRecord[]): JobRecord[] =>
  [...jobs].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
