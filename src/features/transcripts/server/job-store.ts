/**
 * Transcription job records in storage (docs/architecture.md section 10): one JSON object per
 * sermon under the private prefix transcription/jobs/, named by a hash of its guid suffix. Every
 * write is conditional (If-Match on the ETag read, If-None-Match for a new record), so two
 * instances stepping the same job never both win, and each step is safe to repeat.
 */
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { JobRecord } from '../shared/jobs.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import {
  NotFound,
  PreconditionFailed,
  type Storage,
} from '../../../platform/server/storage/types.ts';

/** Everything transcription keeps is under this prefix, never under public media/. */
export const TRANSCRIPTION_PREFIX = 'transcription/';
const JOBS_PREFIX = `${TRANSCRIPTION_PREFIX}jobs/`;
const JSON_TYPE = 'application/json';
const MAX_ATTEMPTS = 8;

/** A record as read, with the ETag a conditional write names. */
export interface StoredJob {
  job: JobRecord;
  etag: string;
}

/** The key of a sermon's record. */
export const jobKey = (suffix: string): string =>
  `${JOBS_PREFIX}${createHash('sha256').update(suffix).digest('hex').slice(0, 40)}.json`;

async function readAt(storage: Storage, key: string): Promise<StoredJob | null> {
  try {
    const { text, etag } = await readText(storage, key);
    return { job: JSON.parse(text) as JobRecord, etag };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
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
 * Writes the record if it is still the one read (`etag`), or if there is none (`etag` null);
 * the new ETag, or null when another writer got there first.
 */
export async function writeJob(
  storage: Storage,
  job: JobRecord,
  etag: string | null,
): Promise<string | null> {
  try {
    const written = await storage.put(jobKey(job.suffix), JSON.stringify(job), {
      contentType: JSON_TYPE,
      ...(etag === null ? { ifNoneMatch: '*' as const } : { ifMatch: etag }),
    });
    return written.etag;
  } catch (error) {
    if (error instanceof PreconditionFailed) return null;
    throw error;
  }
}

/**
 * Changes a sermon's record with the conditional write, re-reading and re-running `change` when
 * another writer got there first. `change` returns the new record, or null to leave it as it is.
 * Resolves with what was written (or null when nothing was).
 */
export async function updateJob(
  storage: Storage,
  suffix: string,
  change: (current: JobRecord | null) => JobRecord | null | Promise<JobRecord | null>,
): Promise<StoredJob | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await readJob(storage, suffix);
    const next = await change(current ? structuredClone(current.job) : null);
    if (!next) return null;
    const etag = await writeJob(storage, next, current?.etag ?? null);
    if (etag) return { job: next, etag };
  }
  throw new Error(`The transcription record of ${suffix} is busy with other changes.`);
}
