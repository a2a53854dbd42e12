/**
 * Starting a sermon's transcription job (docs/architecture.md section 10). Once its record is
 * written (request.ts), the job's audio is measured (every frame of the stored object, unless
 * it was at commit) and reserved under the monthly ceiling (usage.ts), and
 * StartTranscriptionJob is called; a start Transcribe
 * refuses for throttling or limits is tried again later by the scheduled function, with backoff;
 * a name already taken means an earlier try did start it. Every step is a conditional write on
 * the record, and a step for a job the record no longer names changes nothing.
 */
import { countedSeconds } from '../../podcast/server/index.ts';
import {
  retryDelayMs,
  STATE_MESSAGES,
  TRANSCRIBE_MAX_SECONDS,
  type JobRecord,
} from '../shared/jobs.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { TranscribeError } from './client.ts';
import { TRANSCRIPTION_PREFIX, updateJob, type StoredJob } from './job-store.ts';
import { ceilingOf, keepReserved, release, reserve } from './usage.ts';
import { ensureVocabulary } from './vocabulary.ts';

/** How long a job waits for a vocabulary Transcribe is still building before it goes without. */
const VOCABULARY_WAIT_MS = 10 * 60_000;

/** Where Transcribe writes a job's JSON transcript; its VTT is beside it (vttKey). */
export const outputKey = (name: string): string => `${TRANSCRIPTION_PREFIX}output/${name}.json`;
/** Where a job's VTT captions are stored, beside its JSON transcript. */
export const vttKey = (name: string): string => `${TRANSCRIPTION_PREFIX}output/${name}.vtt`;

/** Changes the record of this job (not of a newer one); the record as written, or null. */
export async function stepRecord(
  deps: Pick<EnabledTranscriptionDeps, 'storage' | 'clock'>,
  job: JobRecord,
  change: (current: JobRecord) => Partial<JobRecord> | null,
): Promise<JobRecord | null> {
  const written = await updateJob(deps.storage, job.suffix, (current) => {
    if (!current || current.jobName !== job.jobName) return null;
    const changes = change(current);
    return changes
      ? { ...current, ...changes, updatedAt: new Date(deps.clock.now()).toISOString() }
      : null;
  });
  return written?.job ?? null;
}

/** What a refused start leaves in the record. */
function refused(job: JobRecord, error: unknown, now: number): Partial<JobRecord> {
  if (error instanceof TranscribeError && error.code === 'ConflictException')
    return { started: true, message: STATE_MESSAGES.queued }; // an earlier try started it
  if (error instanceof TranscribeError && error.retryable) {
    const attempts = job.attempts + 1;
    const retryAt = new Date(now + retryDelayMs(attempts)).toISOString();
    return {
      attempts,
      retryAt,
      message: `Amazon Transcribe is busy (${error.code}); the job will be started again after ${retryAt.slice(11, 16)} UTC.`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { state: 'failed', message: `The job could not be started: ${message}` };
}

/** The vocabulary to start with: none while Transcribe still builds it, past the wait. */
async function vocabularyFor(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
  now: number,
): Promise<{ name: string | null; wait: boolean }> {
  const vocabulary = await ensureVocabulary(deps.storage, deps.transcriber).catch(
    (error: unknown) => {
      // another instance created the vocabulary just now: it is being built
      if (error instanceof TranscribeError && error.code === 'ConflictException')
        return { name: null, pending: true };
      throw error;
    },
  );
  const wait = vocabulary.pending && now - Date.parse(job.startedAt) < VOCABULARY_WAIT_MS;
  return { name: vocabulary.name, wait };
}

/** The audio's length as its frames count it (measured at commit, or now), or {} when unreadable. */
async function measured(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
): Promise<Pick<JobRecord, 'duration' | 'measured'> | Record<string, never>> {
  if (job.measured) return { duration: job.duration, measured: true };
  const seconds = await countedSeconds(deps.storage, job.audioKey).catch(() => 0);
  return seconds > 0 ? { duration: Math.max(1, Math.round(seconds)), measured: true } : {};
}

const UNMEASURED =
  'The sermon’s audio could not be read to measure it, so it counts as Transcribe’s longest, 4 hours. ';

/** What a start attempt leaves in the record, and the reservation to give back if it may. */
interface Attempt {
  changes: Partial<JobRecord>;
  giveBack?: string;
}

/**
 * Reserves the job's measured audio (Transcribe's maximum when it cannot be measured) under the
 * monthly ceiling, then calls StartTranscriptionJob; a start Transcribe refuses names its
 * reservation to give back.
 */
async function reserveAndStart(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
  vocabularyName: string | null,
  now: number,
): Promise<Attempt> {
  const length = await measured(deps, job);
  const seconds = length.measured ? length.duration : TRANSCRIBE_MAX_SECONDS;
  const reservation = await reserve(deps.storage, job.jobName, seconds, now, ceilingOf(deps.cfg));
  if (reservation.kind === 'too-long') {
    const why = length.measured ? '' : UNMEASURED;
    return { changes: { ...length, state: 'failed', message: `${why}${reservation.message}` } };
  }
  if (reservation.kind === 'held') {
    const { until, message } = reservation;
    return { changes: { ...length, retryAt: until, heldUntil: until, message } };
  }
  const { month } = reservation;
  // a job held until this month counts its time from now
  const released = job.heldUntil
    ? { heldUntil: undefined, startedAt: new Date(now).toISOString() }
    : {};
  try {
    await deps.transcriber.start({
      jobName: job.jobName,
      audioKey: job.audioKey,
      outputKey: outputKey(job.jobName),
      vocabularyName,
    });
    await keepReserved(deps.storage, job.jobName, seconds, month);
    return {
      changes: { ...length, ...released, month, started: true, message: STATE_MESSAGES.queued },
    };
  } catch (error) {
    const startedBefore = error instanceof TranscribeError && error.code === 'ConflictException';
    const changes = { ...length, ...released, month, ...refused(job, error, now) };
    return startedBefore ? { changes } : { changes, giveBack: month };
  }
}

/**
 * Tries to start the recorded job once; the record as it then stands. A refused start's
 * reservation is given back only once the record, read again, shows the job not started: another
 * instance's start of the same job may have been accepted (docs/security.md, "Where each rule is
 * enforced").
 */
export async function startJob(
  deps: EnabledTranscriptionDeps,
  stored: StoredJob,
): Promise<JobRecord | null> {
  const { job } = stored;
  const now = deps.clock.now();
  let attempt: Attempt;
  try {
    const vocabulary = await vocabularyFor(deps, job, now);
    if (vocabulary.wait) {
      const retryAt = new Date(now + 30_000).toISOString();
      attempt = {
        changes: { retryAt, message: 'Waiting for Amazon Transcribe to learn the glossary.' },
      };
    } else attempt = await reserveAndStart(deps, job, vocabulary.name, now);
  } catch (error) {
    attempt = { changes: refused(job, error, now) };
  }
  const written = await stepRecord(deps, job, (current) =>
    current.started ? null : attempt.changes,
  );
  if (attempt.giveBack && written && !written.started)
    await release(deps.storage, job.jobName, attempt.giveBack);
  return written;
}
