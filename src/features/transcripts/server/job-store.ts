/**
 * Transcription job records in storage (docs/architecture.md section 10): one JSON object per
 * sermon under the private prefix transcription/jobs/, named by a hash of its guid suffix. Every
 * change goes through updateRecord (docs/architecture.md section 4, "Stored records"), so two
 * instances stepping the same job never both win, and each step is safe to repeat.
 */
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
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
const STATES = Object.keys(STATE_MESSAGES) as [TranscriptionState, ...TranscriptionState[]];
const AUDIO = {
  title: z.string(),
  audioUrl: z.string(),
  audioKey: z.string(),
  duration: z.number(),
  measured: z.exactOptional(z.boolean()),
};

/** A job record, every field checked (docs/architecture.md section 4, "Stored records"). */
export const JOB_SCHEMA = z.object({
  suffix: z.string(),
  ...AUDIO,
  jobName: z.string(),
  state: z.enum(STATES),
  message: z.string(),
  started: z.boolean(),
  attempts: z.number(),
  retryAt: z.exactOptional(z.string()),
  backfill: z.exactOptional(z.boolean()),
  awaitingReview: z.exactOptional(z.boolean()),
  heldUntil: z.exactOptional(z.string()),
  month: z.exactOptional(z.string()),
  overran: z.exactOptional(z.boolean()),
  next: z.exactOptional(z.object(AUDIO)),
  startedAt: z.string(),
  updatedAt: z.string(),
});

const JOB = jsonRecord<JobRecord>(JOB_SCHEMA);

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
