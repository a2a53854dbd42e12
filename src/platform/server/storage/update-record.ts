/**
 * The one way to change a stored record that other requests and instances may change at once
 * (docs/architecture.md section 4, "Stored records"): read it through its format, let a change
 * decide, and write only if nobody wrote in between (If-Match on the etag read, If-None-Match
 * when there was none; both storages honour them: fs.ts under a per-key lock, S3 natively). On
 * a conflict it waits a random moment and starts again from a fresh read, so every round lets
 * one writer through; after `attempts` rounds it gives up with RecordBusy.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { InvalidRecord, type RecordFormat } from './record-format.ts';
import { readText } from './read.ts';
import { NotFound, PreconditionFailed, type Storage } from './types.ts';

/** A record as read, with the etag a conditional write names. */
export interface StoredRecord<T> {
  value: T;
  etag: string;
}

/** The record as it stands after an update, and whether the update wrote it. */
export interface UpdatedRecord<T> extends StoredRecord<T> {
  written: boolean;
}

/**
 * Decides the new record from the current one (a copy; null when there is none): the record to
 * write, or null to write nothing. It may throw to refuse, and is run again after a conflict.
 */
export type RecordChange<T> = (current: T | null) => T | null | Promise<T | null>;

export interface UpdateOptions<T> {
  /** The record as the caller last read it (null: known missing), tried first; stale costs a retry. */
  read?: StoredRecord<T> | null;
  /** Rounds before RecordBusy; each lets one writer through, so size it for the crowd expected. */
  attempts?: number;
}

/** The conflicts did not settle within the rounds allowed; nothing of this change was written. */
export class RecordBusy extends Error {
  override name = 'RecordBusy';
}

const ATTEMPTS = 8;

/** The wait before round `attempt + 1`: random, so writers that collided spread out. */
const jitterMs = (attempt: number) => Math.random() * 20 * Math.min(attempt, 8);

function invalid(key: string, doing: string, error: unknown): InvalidRecord {
  const why = error instanceof Error ? error.message : String(error);
  return new InvalidRecord(`${doing} "${key}": ${why}`);
}

/** The record at `key` read through its format, or null when there is none. */
export async function readRecord<T>(
  storage: Storage,
  key: string,
  format: RecordFormat<T>,
): Promise<StoredRecord<T> | null> {
  let stored;
  try {
    stored = await readText(storage, key);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
  try {
    return { value: format.parse(stored.text), etag: stored.etag };
  } catch (error) {
    if (format.damaged) return { value: format.damaged(), etag: stored.etag };
    throw invalid(key, 'Not a valid record at', error);
  }
}

/**
 * Changes the record at `key` with `change` and a conditional write, retried on conflict.
 * Resolves with the record as it then stands (null: none, and none written).
 */
export async function updateRecord<T>(
  storage: Storage,
  key: string,
  format: RecordFormat<T>,
  change: RecordChange<T>,
  options: UpdateOptions<T> = {},
): Promise<UpdatedRecord<T> | null> {
  const attempts = options.attempts ?? ATTEMPTS;
  let known = options.read;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const current = known === undefined ? await readRecord(storage, key, format) : known;
    known = undefined;
    const next = await change(current ? structuredClone(current.value) : null);
    if (next === null) return current && { ...current, written: false };
    let text: string;
    try {
      text = format.serialize(next);
    } catch (error) {
      throw invalid(key, 'Nothing written: the change would not read back at', error);
    }
    const condition = current ? { ifMatch: current.etag } : { ifNoneMatch: '*' as const };
    try {
      const stored = await storage.put(key, text, {
        contentType: format.contentType,
        ...condition,
      });
      return { value: next, etag: stored.etag, written: true };
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
    }
    if (attempt < attempts) await sleep(jitterMs(attempt));
  }
  throw new RecordBusy(`The record at "${key}" stayed busy with other writers; please try again.`);
}
