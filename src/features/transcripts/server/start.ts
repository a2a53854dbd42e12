/**
 * Asking for a sermon's transcription job and starting it (docs/architecture.md section 10). The
 * record is written first (queued), then StartTranscriptionJob is called; a start Transcribe
 * refuses for throttling or limits is tried again later by the scheduled function, with backoff;
 * a name already taken means an earlier try did start it. Every step is a conditional write on
 * the record, and a step for a job the record no longer names changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Episode } from '../../sermons/index.ts';
import { jobName } from '../shared/job-name.ts';
import { isOpen, retryDelayMs, STATE_MESSAGES, type JobRecord } from '../shared/jobs.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { keyForUrl, suffixOf } from '../../sermons/server/index.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { TranscribeError } from './client.ts';
import { TRANSCRIPTION_PREFIX, updateJob, type StoredJob } from './job-store.ts';
import { ensureVocabulary } from './vocabulary.ts';

/** How long a job waits for a vocabulary Transcribe is still building before it goes without. */
const VOCABULARY_WAIT_MS = 10 * 60_000;

/** Where Transcribe writes a job's JSON transcript; its VTT is beside it (vttKey). */
export const outputKey = (name: string): string => `${TRANSCRIPTION_PREFIX}output/${name}.json`;
/** Where a job's VTT captions are stored, beside its JSON transcript. */
export const vttKey = (name: string): string => `${TRANSCRIPTION_PREFIX}output/${name}.vtt`;

/** A fresh queued record for the episode's current audio. */
function newRecord(cfg: Config, episode: Episode, backfill: boolean, now: Date): JobRecord {
  const suffix = suffixOf(cfg, episode.guid);
  const audioKey = keyForUrl(cfg, episode.enclosure.url);
  if (!audioKey)
    throw new HttpError(
      409,
      'The sermon’s audio is not in the site’s storage, so it cannot be transcribed.',
    );
  const at = now.toISOString();
  return {
    suffix,
    title: episode.title,
    audioUrl: episode.enclosure.url,
    audioKey,
    duration: episode.duration,
    jobName: jobName(suffix, now, randomBytes(6).toString('hex')),
    state: 'queued',
    message: STATE_MESSAGES.queued,
    started: false,
    attempts: 0,
    ...(backfill ? { backfill } : {}),
    startedAt: at,
    updatedAt: at,
  };
}

/** States a staff retry may replace; no record may be too (docs/security.md, "Where each rule is enforced"). */
const RETRYABLE = new Set<JobRecord['state']>(['failed', 'timed-out']);
const NOT_RETRYABLE =
  'This sermon’s transcription job has not failed, so it was not started again.';

/**
 * Asks for a job for the episode's current audio and tries to start it. An open job for the same
 * audio is kept as it is (unless `again`); with `retry` (staff's request) only a failed or
 * timed-out job, or none, is replaced, and anything else is a 409 that starts nothing. Resolves
 * with the record as it stands.
 */
export async function requestJob(
  deps: EnabledTranscriptionDeps,
  episode: Episode,
  options: { backfill?: boolean; again?: boolean; retry?: boolean } = {},
): Promise<JobRecord> {
  const record = newRecord(
    deps.cfg,
    episode,
    options.backfill ?? false,
    new Date(deps.clock.now()),
  );
  let kept: JobRecord | null = null;
  let refusedRetry = false;
  const written = await updateJob(deps.storage, record.suffix, (current) => {
    refusedRetry = Boolean(options.retry && current && !RETRYABLE.has(current.state));
    if (refusedRetry) return null;
    const same = current && current.audioUrl === record.audioUrl && isOpen(current);
    if (same && !options.again) kept = current;
    return same && !options.again ? null : record;
  });
  if (refusedRetry) throw new HttpError(409, NOT_RETRYABLE);
  if (!written) return kept ?? record;
  return (await startJob(deps, written)) ?? written.job;
}

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

/** Tries to start the recorded job once; the record as it then stands. */
export async function startJob(
  deps: EnabledTranscriptionDeps,
  stored: StoredJob,
): Promise<JobRecord | null> {
  const { job } = stored;
  const now = deps.clock.now();
  let changes: Partial<JobRecord>;
  try {
    const vocabulary = await ensureVocabulary(deps.storage, deps.transcriber).catch(
      (error: unknown) => {
        // another instance created the vocabulary just now: it is being built
        if (error instanceof TranscribeError && error.code === 'ConflictException')
          return { name: null, pending: true };
        throw error;
      },
    );
    if (vocabulary.pending && now - Date.parse(job.startedAt) < VOCABULARY_WAIT_MS) {
      const retryAt = new Date(now + 30_000).toISOString();
      changes = { retryAt, message: 'Waiting for Amazon Transcribe to learn the glossary.' };
    } else {
      await deps.transcriber.start({
        jobName: job.jobName,
        audioKey: job.audioKey,
        outputKey: outputKey(job.jobName),
        vocabularyName: vocabulary.name,
      });
      changes = { started: true, message: STATE_MESSAGES.queued };
    }
  } catch (error) {
    changes = refused(job, error, now);
  }
  return stepRecord(deps, job, (current) => (current.started ? null : changes));
}
