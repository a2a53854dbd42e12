/**
 * Starting a sermon's transcription job (docs/architecture.md section 10). Once its record is
 * written (request.ts), the job's audio is reserved under the monthly ceiling (usage.ts) and
 * StartTranscriptionJob is called; a start Transcribe
 * refuses for throttling or limits is tried again later by the scheduled function, with backoff;
 * a name already taken means an earlier try did start it. Every step is a conditional write on
 * the record, and a step for a job the record no longer names changes nothing.
 */
import { retryDelayMs, STATE_MESSAGES, type JobRecord } from '../shared/jobs.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { TranscribeError } from './client.ts';
import { TRANSCRIPTION_PREFIX, updateJob, type StoredJob } from './job-store.ts';
import { ceilingOf, release, reserve } from './usage.ts';
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

/**
 * Reserves the job's audio under the monthly ceiling, then calls StartTranscriptionJob; what the
 * record then says. A start Transcribe refuses gives the reservation back.
 */
async function reserveAndStart(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
  vocabularyName: string | null,
  now: number,
): Promise<Partial<JobRecord>> {
  const reservation = await reserve(deps.storage, job, now, ceilingOf(deps.cfg));
  if (reservation.kind === 'too-long') return { state: 'failed', message: reservation.message };
  if (reservation.kind === 'held')
    return {
      retryAt: reservation.until,
      heldUntil: reservation.until,
      message: reservation.message,
    };
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
    return { ...released, started: true, message: STATE_MESSAGES.queued };
  } catch (error) {
    const startedBefore = error instanceof TranscribeError && error.code === 'ConflictException';
    if (!startedBefore) await release(deps.storage, job, now);
    return { ...released, ...refused(job, error, now) };
  }
}

/** Tries to start the recorded job once; the record as it then stands. */
export async function startJob(
  deps: EnabledTranscriptionDeps,
  stored: StoredJob,
): Promise<JobRecord | null> {
  const { job } = stored;
  const now = deps.clock.now();
  let changes: Partial<JobRecord>;
  try {
    const vocabulary = await vocabularyFor(deps, job, now);
    if (vocabulary.wait) {
      const retryAt = new Date(now + 30_000).toISOString();
      changes = { retryAt, message: 'Waiting for Amazon Transcribe to learn the glossary.' };
    } else changes = await reserveAndStart(deps, job, vocabulary.name, now);
  } catch (error) {
    changes = refused(job, error, now);
  }
  return stepRecord(deps, job, (current) => (current.started ? null : changes));
}
