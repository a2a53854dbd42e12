/**
 * The copy of a public Planning Center answer kept in storage (`cache/pco/<name>.v3.json`,
 * private like everything outside media/), which every instance shares (last-good.ts): the
 * answer, when Planning Center gave it (`storedAt`) and until when no instance need ask again
 * (`freshUntil`). An instance takes its turn to ask by moving `freshUntil` a little ahead with a
 * conditional write (If-Match on the etag it read, If-None-Match where there was none: both
 * storages honour them), so of many instances that find the copy old at once, one asks and the
 * others serve the copy or wait for it. A turn taken before any answer was kept holds no value.
 */
import { serializedJson } from '../http/json-answer.ts';
import { readText } from '../storage/read.ts';
import { NotFound, PreconditionFailed, type Storage } from '../storage/types.ts';

/**
 * v3: images in Planning Center's HTML are links and approximate places are recognised parts
 * only (docs/security.md). A copy stored before that (v2, or v1 with details the browser was to
 * sanitize) may carry an image or a street, so it is never read. A v3 copy without `freshUntil`
 * (written before turns) reads as due.
 */
const keyFor = (name: string) => `cache/pco/${name}.v3.json`;

/** An answer as kept, and when Planning Center gave it. */
export interface Copy<T = unknown> {
  storedAt: number;
  value: T;
}

/** The stored record as read: the copy (null: a turn taken before any), its freshness, its etag. */
export interface CopyRecord<T = unknown> {
  copy: Copy<T> | null;
  freshUntil: number;
  etag: string;
}

interface Stored {
  storedAt?: unknown;
  freshUntil?: unknown;
  value?: unknown;
}

/** The record kept under the name, or null when there is none or it cannot be read as one. */
export async function readCopy<T>(storage: Storage, name: string): Promise<CopyRecord<T> | null> {
  let read;
  try {
    read = await readText(storage, keyFor(name));
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
  let stored: Stored;
  try {
    stored = JSON.parse(read.text) as Stored;
  } catch {
    return null; // damaged: the next answer writes it anew
  }
  const copy =
    typeof stored.storedAt === 'number' && 'value' in stored
      ? { storedAt: stored.storedAt, value: stored.value as T }
      : null;
  const freshUntil = typeof stored.freshUntil === 'number' ? stored.freshUntil : 0;
  return { copy, freshUntil, etag: read.etag };
}

/** The answer's JSON, made once per answer (http/json-answer.ts); a bare value is wrapped. */
const bodyOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? serializedJson(value).body : JSON.stringify(value);

function recordText(copy: Copy | null, freshUntil: number): string {
  if (!copy) return `{"freshUntil":${freshUntil}}`;
  // the answer's own JSON spliced in: what JSON.stringify would write, without serializing again
  return `{"storedAt":${copy.storedAt},"freshUntil":${freshUntil},"value":${bodyOf(copy.value)}}`;
}

/** Keeps a fresh answer, due again at `freshUntil`. */
export async function writeCopy(
  storage: Storage,
  name: string,
  copy: Copy,
  freshUntil: number,
): Promise<void> {
  const text = recordText(copy, freshUntil);
  await storage.put(keyFor(name), text, { contentType: 'application/json' });
}

/**
 * Rewrites the record as read (`read`, null: none) with `freshUntil`, only if nobody wrote it
 * since; the record as written, or null when another instance wrote first.
 */
export async function moveCopy<T>(
  storage: Storage,
  name: string,
  read: CopyRecord<T> | null,
  freshUntil: number,
): Promise<CopyRecord<T> | null> {
  const copy = read?.copy ?? null;
  const condition = read ? { ifMatch: read.etag } : { ifNoneMatch: '*' as const };
  try {
    const stored = await storage.put(keyFor(name), recordText(copy, freshUntil), {
      contentType: 'application/json',
      ...condition,
    });
    return { copy, freshUntil, etag: stored.etag };
  } catch (error) {
    if (error instanceof PreconditionFailed) return null;
    throw error;
  }
}
