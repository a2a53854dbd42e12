/**
 * The rules of a sermon's transcription job (docs/architecture.md section 10): its stored record,
 * what Transcribe's status means for it, when a start is tried again, when a job is given up, and
 * what it costs. Pure.
 */
import type { BackfillEstimate, BackfillShown, TranscriptionState } from './types.ts';

/** The audio a job transcribes. */
export interface JobAudio {
  title: string;
  /** The episode's enclosure URL when the job was asked for. */
  audioUrl: string;
  /** The audio's storage key (the media URI is s3://bucket/key). */
  audioKey: string;
  /** Seconds of audio, for the cost and the monthly ceiling. */
  duration: number;
  /** True when `duration` is the stored audio's frames counted (at commit or before the start). */
  measured?: boolean;
}

/** A job's record, stored under transcription/jobs/ (server/job-store.ts). */
export interface JobRecord extends JobAudio {
  suffix: string;
  jobName: string;
  state: TranscriptionState;
  message: string;
  /** True once Transcribe accepted StartTranscriptionJob. */
  started: boolean;
  /** Start attempts refused for throttling or limits so far. */
  attempts: number;
  /** When a refused start may be tried again (ISO time). */
  retryAt?: string;
  /** True while its transcript waits, private, for staff to save it (TRANSCRIPTS_REVIEW_FIRST). */
  awaitingReview?: boolean;
  /** True for jobs of the archive's backfill. */
  backfill?: boolean;
  /** The month (yyyy-MM) whose usage record counts this job's audio, once reserved. */
  month?: string;
  /** Its transcript ran past the audio, which hid its length: it is not sent again. */
  overran?: boolean;
  /** Held by the monthly ceiling until this time (ISO): not started, and not timed out. */
  heldUntil?: string | undefined;
  /** New audio published while this job ran: its job starts once this one ends. */
  next?: JobAudio;
  startedAt: string;
  updatedAt: string;
}

/** A job not finished this long after it was asked for is given up. */
export const JOB_TIMEOUT_HOURS = 12;
/** The longest audio Transcribe takes (4 hours): what a job of unknown length reserves. */
export const TRANSCRIBE_MAX_SECONDS = 4 * 3600;
/** Standard batch transcription, US regions, per minute of audio (docs/operations.md). */
export const COST_PER_MINUTE_USD = 0.024;

/** True while the job may still produce a transcript. */
export const isOpen = (job: Pick<JobRecord, 'state'>): boolean =>
  job.state === 'queued' || job.state === 'in-progress';

/** Transcribe's TranscriptionJobStatus as the admin's state. */
export function stateOf(status: string | undefined): TranscriptionState {
  if (status === 'IN_PROGRESS') return 'in-progress';
  if (status === 'COMPLETED') return 'completed';
  if (status === 'FAILED') return 'failed';
  return 'queued';
}

/** The wait before start attempt `attempts + 1`: 30 s doubling, at most 30 minutes. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

/** True once an open job, not held by the monthly ceiling, has run past JOB_TIMEOUT_HOURS. */
export const hasTimedOut = (
  job: Pick<JobRecord, 'state' | 'startedAt' | 'heldUntil'>,
  now: number,
): boolean =>
  isOpen(job) && !job.heldUntil && now - Date.parse(job.startedAt) > JOB_TIMEOUT_HOURS * 3_600_000;

/** States a staff retry may replace; no record may be too (docs/security.md, "Where each rule is enforced"). */
const RETRYABLE = new Set<JobRecord['state']>(['failed', 'timed-out']);

/** True for a job staff may start again: failed or timed out, and not one that overran its audio. */
export const isRetryable = (job: Pick<JobRecord, 'state' | 'overran'>): boolean =>
  RETRYABLE.has(job.state) && !job.overran;

/**
 * True when the job needs no other for this audio (docs/security.md, "Where each rule is
 * enforced"): it is open, completed (attached, or awaiting review), or overran the audio, which a
 * new job would pay for again.
 */
export const coversAudio = (job: JobRecord | null | undefined, audioUrl: string): boolean =>
  !!job && job.audioUrl === audioUrl && (isOpen(job) || job.state === 'completed' || !!job.overran);

/**
 * What asking for a job does to the sermon's record, so a sermon has at most one open job and a
 * finished one is not paid for twice: `refuse` a staff retry of a job that isRetryable denies;
 * `keep` a job that coversAudio, unless `again` replaces an unstarted one; `follow` a started
 * job with new audio (its job starts when this one ends, since Transcribe cannot stop a job);
 * else `replace` the record, which an unstarted or ended job allows.
 */
export function askFor(
  current: JobRecord | null,
  audioUrl: string,
  options: { again?: boolean; retry?: boolean },
): 'refuse' | 'keep' | 'follow' | 'replace' {
  if (options.retry && current && !isRetryable(current)) return 'refuse';
  if (!current) return 'replace';
  if (!isOpen(current)) return coversAudio(current, audioUrl) ? 'keep' : 'replace';
  const same = current.audioUrl === audioUrl;
  if (current.started) return same ? 'keep' : 'follow';
  return same && !options.again ? 'keep' : 'replace';
}

/** What staff read beside a job that new audio waits for. */
export const FOLLOW_MESSAGE =
  'New audio was published while this ran; its transcript starts when this job ends.';

/** The message of a job given up. */
export const TIMED_OUT_MESSAGE = `Transcribe had not finished after ${JOB_TIMEOUT_HOURS} hours, so the job was given up. Start it again to retry.`;

/** The message of each state, where Transcribe gives none. */
export const STATE_MESSAGES: Record<TranscriptionState, string> = {
  queued: 'Waiting for Amazon Transcribe to start.',
  'in-progress': 'Amazon Transcribe is transcribing the audio.',
  completed: 'The machine transcript was added to the sermon.',
  failed: 'Amazon Transcribe could not transcribe the audio.',
  'timed-out': TIMED_OUT_MESSAGE,
};

/** Dollars for this many seconds of audio, to the cent (Transcribe bills per second). */
export const costUsd = (seconds: number): number =>
  Math.round((seconds / 60) * COST_PER_MINUTE_USD * 100) / 100;

/** The part of an estimate staff confirm, sent back with the start (docs/security.md "Where each rule is enforced"). */
export function shownOf(estimate: Pick<BackfillEstimate, 'sermons' | 'seconds'>): BackfillShown {
  return { sermons: estimate.sermons, minutes: Math.ceil(estimate.seconds / 60) };
}
