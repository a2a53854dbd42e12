/**
 * The transcription panel's reading of the server's state (docs/requirements.md section 2, podcast
 * administration): when the page should keep asking (the answers' shapes are
 * types.ts), and the words and figures it shows. Pure.
 */
import { formatDate } from '../../../platform/shared/dates.ts';
import type {
  BackfillEstimate,
  MonthUsage,
  BackfillProgress,
  TranscriptionAdminInfo,
  TranscriptionJobInfo,
  TranscriptionState,
} from './types.ts';

/** How often the open admin page asks while something runs. */
export const TRANSCRIPTION_POLL_MS = 4000;

/**
 * True while a job is queued or running or the archive's run goes on: keep asking. A job held
 * by the monthly ceiling waits for next month, not for the page.
 */
export function isBusy(status: TranscriptionAdminInfo | null): boolean {
  if (!status?.enabled) return false;
  return (
    status.jobs.some(
      (job) => !job.heldUntil && (job.state === 'queued' || job.state === 'in-progress'),
    ) || status.backfill?.state === 'running'
  );
}

const STATE_WORDS: Record<TranscriptionState, string> = {
  queued: 'Waiting to start',
  'in-progress': 'Transcribing…',
  completed: 'Transcript attached',
  failed: 'Failed',
  'timed-out': 'Gave up: it took too long',
};

/** A job's state in words; a held job says until when. */
export const jobStateWords = (job: Pick<TranscriptionJobInfo, 'state' | 'heldUntil'>): string =>
  job.heldUntil ? `Held until ${formatDate(job.heldUntil, 'UTC')}` : STATE_WORDS[job.state];

/** This month's use against the ceiling in words. */
export function monthWords(month: MonthUsage): string {
  const n = new Intl.NumberFormat('en-US');
  return (
    `This month: ${n.format(month.usedMinutes)} of ${n.format(month.ceilingMinutes)} ` +
    `minute${month.ceilingMinutes === 1 ? '' : 's'} of ` +
    `audio sent to Amazon Transcribe (the monthly ceiling).`
  );
}

/** How many finished jobs the panel still lists, newest first, beside every unfinished one. */
export const SHOWN_COMPLETED = 5;

/**
 * The jobs the panel lists, in the server's order (newest first): every one waiting, running,
 * failed or given up, and the latest SHOWN_COMPLETED attached, so an archive's run of hundreds
 * does not bury what needs attention.
 */
export function shownJobs(jobs: readonly TranscriptionJobInfo[]): TranscriptionJobInfo[] {
  let completed = 0;
  return jobs.filter((job) => job.state !== 'completed' || ++completed <= SHOWN_COMPLETED);
}

/** True for a job staff may start again (the server's isRetryable). */
export const canRetry = (job: TranscriptionJobInfo): boolean => job.retryable;

/** Hours of audio as people say it: "12.5 hours", "40 minutes". */
export function audioLength(seconds: number): string {
  if (seconds < 3600) {
    const minutes = Math.round(seconds / 60);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const hours = Math.round(seconds / 360) / 10;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A cost in US dollars: "$12.34". */
export const dollars = (usd: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(usd);

/** The confirmation before the archive's run starts, with the months the ceiling spreads it over. */
export function backfillQuestion(estimate: BackfillEstimate): string {
  const { sermons, seconds, estimatedCostUsd, month } = estimate;
  const left = Math.max(0, month.ceilingMinutes - month.usedMinutes);
  const over = Math.ceil(seconds / 60) - left;
  const later = Math.ceil(over / month.ceilingMinutes);
  const spread =
    over > 0
      ? ` This month has ${left} of its ${month.ceilingMinutes} minutes left (the monthly ` +
        `ceiling), so the rest starts over the next ${later === 1 ? 'month' : `${later} months`}.`
      : '';
  return (
    `${sermons} sermon${sermons === 1 ? '' : 's'} without a transcript, ${audioLength(seconds)} ` +
    `of audio. Amazon Transcribe will cost about ${dollars(estimatedCostUsd)}.${spread} Start?`
  );
}

/** The archive's progress in words. */
export function backfillWords(run: BackfillProgress): string {
  const running = run.inFlight - run.held;
  const held = run.held ? `, ${run.held} held by the monthly ceiling` : '';
  const counts = `${run.done} of ${run.total} transcribed, ${running} in progress${held}, ${run.failed} failed`;
  if (run.state === 'running') return `Transcribing the archive: ${counts}.`;
  if (run.state === 'stopped') return `Stopped: ${counts}.`;
  return `The archive is done: ${counts}.`;
}
