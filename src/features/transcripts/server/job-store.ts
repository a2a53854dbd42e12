/**
 * Transcription job records in storage (docs/architecture.md section 10): one JSON object per
 * sermon under the private prefix transcription/jobs/, named by a hash of its guid suffix. Every
 * change goes through updateRecord (docs/architecture.md section 4, "Stored records"), so two
 * instances stepping the same job never both win, and each step is safe to repeat.
 */
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import {
  fieldsOf,
  finite,
  flag,
  oneOf,
  optional,
  text,
} from '../../../platform/shared/record-fields.ts';
import { STATE_MESSAGES, type JobRecord } from '../shared/jobs.ts';
import type { TranscriptionState } from '../shared/types.ts';
import { jsonRecord } from '../../../platform/server/storage/record-format.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import {
  readRecord,
  updateRecord,
  type RecordChange,
} from '../../../platform/server/storage/update-record.ts';

/** Everything transcription keeps is under this prefix, never under public media/. */
export const TRANSCRIPTION_PREFIX = 'transcription/';
const JOBS_PREFIX = `${TRANSCRIPTION_PREFIX}jobs/`;
// every state has its message, so these are all the states
const STATES = Object.keys(STATE_MESSAGES) as TranscriptionState[];

/** A job record, every field checked (src/platform/shared/record-fields.ts). */
function checkJob(value: unknown): JobRecord {
  const fields = fieldsOf(value);
  const word = (name: string) => text(fields, name);
  return {
    suffix: word('suffix'),
    title: word('title'),
    audioUrl: word('audioUrl'),
    audioKey: word('audioKey'),
    duration: finite(fields, 'duration'),
    jobName: word('jobName'),
    state: oneOf(fields, 'state', STATES),
    message: word('message'),
    started: flag(fields, 'started'),
    attempts: finite(fields, 'attempts'),
    ...optional(fields, 'retryAt', text),
    ...optional(fields, 'backfill', flag),
    ...optional(fields, 'awaitingReview', flag),
    ...optional(fields, 'heldUntil', text),
    ...optional(fields, 'next', (f, name) => {
      const audio = fieldsOf(f[name], name);
      return {
        title: text(audio, 'title'),
        audioUrl: text(audio, 'audioUrl'),
        audioKey: text(audio, 'audioKey'),
        duration: finite(audio, 'duration'),
      };
    }),
    startedAt: word('startedAt'),
    updatedAt: word('updatedAt'),
  };
}

const JOB = jsonRecord(checkJob);

/** Where a transcript waiting for review is kept, private, until staff save it. */
export const reviewKey = (jobName: string): string =>
  `${TRANSCRIPTION_PREFIX}review/${jobName}.vtt`;

/** A record as read, with the ETag a conditional write names. */
export interface StoredJob {
  job: JobRecord;
  etag: string;
}

/** The key of a sermon's record. */
export const jobKey = (suffix: string): string =>
  `${JOBS_PREFIX}${createHash('sha256').update(suffix).digest('hex').slice(0, 40)}.json`;

async function readAt(storage: Storage, key: string): Promise<StoredJob | null> {
  const stored = await readRecord(storage, key, JOB);
  return stored && { job: stored.value, etag: stored.etag };
}

/** A sermon's record, or null. */
export const readJob = (storage: Storage, suffix: string): Promise<StoredJob | null> =>
  readAt(storage, jobKey(suffix));

/** Every record (read a few at a time). */
export async function listJobs(storage: Storage): Promise<StoredJob[]> {
  const objects = await storage.list(JOBS_PREFIX);
  const limit = pLimit(8);
  const read = await Promise.all(objects.map((o) => limit(() => readAt(storage, o.key))));
  return read.filter((stored): stored is StoredJob => stored !== null);
}

/**
 * Changes a sermon's record with updateRecord: `change` gets a copy of the record (null: none),
 * returns the new record or null to leave it as it is, and is run again after a conflict.
 * Resolves with what was written (or null when nothing was).
 */
export async function updateJob(
  storage: Storage,
  suffix: string,
  change: RecordChange<JobRecord>,
): Promise<StoredJob | null> {
  const updated = await updateRecord(storage, jobKey(suffix), JOB, change);
  return updated?.written ? { job: updated.value, etag: updated.etag } : null;
}
