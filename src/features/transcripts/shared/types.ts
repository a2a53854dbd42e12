/**
 * Shapes of the transcription admin's calls (docs/architecture.md section 10): GET
 * /api/transcription, POST /api/transcription/jobs/{suffix} and /api/transcription/backfill.
 */

/** Where a sermon's machine transcript stands. */
export type TranscriptionState = 'queued' | 'in-progress' | 'completed' | 'failed' | 'timed-out';

/** One sermon's latest job, as the admin shows it. */
export interface TranscriptionJobInfo {
  /** The episode's guid suffix, as /api/podcast/{suffix} takes it. */
  suffix: string;
  title: string;
  state: TranscriptionState;
  /** What staff read: the state in words, Transcribe's FailureReason, or why it was given up. */
  message: string;
  startedAt: string;
  updatedAt: string;
  /** Finished, and kept private until staff save it (TRANSCRIPTS_REVIEW_FIRST). */
  awaitingReview: boolean;
  /** Held by the monthly ceiling until this time (ISO), when it starts by itself; else null. */
  heldUntil: string | null;
  /** Staff may start it again: failed or timed out, not a transcript that ran past its audio. */
  retryable: boolean;
}

/** The calendar month's (UTC) audio sent to Transcribe, against TRANSCRIBE_MONTHLY_MINUTES. */
export interface MonthUsage {
  /** 'yyyy-MM' */
  month: string;
  usedMinutes: number;
  ceilingMinutes: number;
}

/** The archive's backfill: every sermon without a transcript, a few jobs at a time. */
export interface BackfillProgress {
  state: 'running' | 'stopped' | 'done';
  total: number;
  done: number;
  failed: number;
  inFlight: number;
  /** Of those in flight, the jobs held by the monthly ceiling until next month. */
  held: number;
  waiting: number;
}

/** GET /api/transcription */
export interface TranscriptionAdminInfo {
  enabled: boolean;
  /** What to do to turn transcription on, while it is off. */
  howToEnable: string | null;
  jobs: TranscriptionJobInfo[];
  backfill: BackfillProgress | null;
  /** This month's use; null while transcription is off. */
  month: MonthUsage | null;
}

/** GET /api/transcription/backfill: what "transcribe every sermon" would take. */
export interface BackfillEstimate {
  sermons: number;
  seconds: number;
  estimatedCostUsd: number;
  /** This month's use against the ceiling, which the backfill's jobs count against too. */
  month: MonthUsage;
}

/** What staff were shown and confirmed: the backfill starts only with the estimate as it stands. */
export interface BackfillShown {
  sermons: number;
  minutes: number;
}
