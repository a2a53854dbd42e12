/**
 * The one way a Planning Center answer falls back to the last good one (docs/code-style.md habit
 * 4). Each fresh answer is remembered in the instance's memory for a day; when Planning Center
 * fails, that copy is served, marked with its `Age`. On Netlify most instances are fresh and
 * remember nothing, so public answers (the three kinds of events, the worship samples, the groups)
 * are also kept in storage (`cache/pco/<name>.v3.json`, private like everything outside media/),
 * served when the instance has nothing. Gated answers (`gated: true`) are never stored: they stay
 * in the instance's memory only. */
import { PUBLIC_HEADERS } from '../http/caching.ts';
import { HttpError } from '../http/errors.ts';
import { jsonAnswer, serializedJson } from '../http/json-answer.ts';
import type { Storage } from '../storage/types.ts';
import { readText } from '../storage/read.ts';
import type { Clock } from '../../shared/clock.ts';

/** An answer and, when it is a stored copy standing in for Planning Center, how old it is. */
export interface Kept<T> {
  value: T;
  /** Seconds since the stored copy was fresh; null for a fresh answer. */
  ageSeconds: number | null;
}

interface Stored<T> {
  storedAt: number;
  value: T;
}

/** A stored copy is rewritten when its answer changes, or this often to show it is current. */
const REWRITE_MS = 10 * 60_000;

/**
 * v3: images in Planning Center's HTML are links and approximate places are recognised parts
 * only (docs/security.md). A copy stored before that (v2, or v1 with details the browser was to
 * sanitize) may carry an image or a street, so it is never read.
 */
const keyFor = (name: string) => `cache/pco/${name}.v3.json`;
/** What an instance last stored under one name: the answer, its ETag and when. */
interface Written {
  value: unknown;
  etag: string;
  at: number;
}
/**
 * What this instance last stored, per storage and name: the answer (the same object stands for
 * the same upstream version: see src/features/events/server/events.ts), its ETag and when. Noted
 * before the write finishes, so the requests that arrive meanwhile do not write it again. Kept per
 * storage, so a storage made anew (another instance, or a test's own) starts with nothing noted.
 */
const writtenTo = new WeakMap<Storage, Map<string, Written>>();

function writtenIn(storage: Storage): Map<string, Written> {
  let written = writtenTo.get(storage);
  if (!written) writtenTo.set(storage, (written = new Map<string, Written>()));
  return written;
}

/** The answer's JSON and ETag, kept with it (http/json-answer.ts); a bare value is wrapped. */
const serialized = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? serializedJson(value)
    : { body: JSON.stringify(value), etag: JSON.stringify(value), bytes: null };

async function store<T>(storage: Storage, name: string, value: T, now: number): Promise<void> {
  const written = writtenIn(storage);
  const last = written.get(name);
  const recent = last !== undefined && now - last.at < REWRITE_MS;
  // the same object is the answer already stored: nothing to serialize or compare
  if (recent && last.value === value) return;
  const { body, etag } = serialized(value);
  if (recent && last.etag === etag) {
    written.set(name, { ...last, value });
    return;
  }
  written.set(name, { value, etag, at: now });
  try {
    // the stored copy's JSON, spliced around the answer's own (what JSON.stringify would write)
    const copy = `{"storedAt":${now},"value":${body}}`;
    await storage.put(keyFor(name), copy, { contentType: 'application/json' });
  } catch (error) {
    // not kept after all: the next answer tries again
    if (written.get(name)?.value === value) {
      if (last) written.set(name, last);
      else written.delete(name);
    }
    throw error;
  }
}

/** How long an instance's memory serves an answer when Planning Center fails, and how many. */
const MEMORY_MS = 24 * 60 * 60_000;
const MEMORY_ENTRIES = 500;
/** Each instance's last good answers, per storage (as `writtenTo`) and name. */
const remembered = new WeakMap<Storage, Map<string, Stored<unknown>>>();

function memoryOf(storage: Storage): Map<string, Stored<unknown>> {
  let memory = remembered.get(storage);
  if (!memory) remembered.set(storage, (memory = new Map<string, Stored<unknown>>()));
  return memory;
}

function remember(storage: Storage, name: string, value: unknown, now: number): void {
  const memory = memoryOf(storage);
  memory.delete(name); // re-insert so Map order is least-recently-stored first
  memory.set(name, { storedAt: now, value });
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

/** The last good copy: the instance's memory within a day, else (public answers) storage's. */
async function lastCopy<T>(
  storage: Storage,
  name: string,
  now: number,
  gated: boolean,
): Promise<Stored<T> | null> {
  const memory = memoryOf(storage).get(name) as Stored<T> | undefined;
  if (memory && now - memory.storedAt <= MEMORY_MS) return memory;
  return gated ? null : storedCopy<T>(storage, name);
}

async function storedCopy<T>(storage: Storage, name: string): Promise<Stored<T> | null> {
  try {
    return JSON.parse((await readText(storage, keyFor(name))).text) as Stored<T>;
  } catch {
    return null;
  }
}

/**
 * The answer of `load()`, remembered and (unless `gated`) kept in storage; when `load()` fails,
 * the last good copy (passed through `refresh`, which drops what has gone out of date) or,
 * without one, the failure. A refusal (a 4xx, such as a 404) is passed on and forgets the copy.
 */
export async function keepLastGood<T>(
  { storage, clock }: { storage: Storage; clock: Clock },
  name: string,
  load: () => Promise<T>,
  options: { refresh?: (value: T, now: number) => T; gated?: boolean } = {},
): Promise<Kept<T>> {
  const now = clock.now();
  const gated = options.gated ?? false;
  let value: T;
  try {
    value = await load();
  } catch (error) {
    // a refusal (such as a 404) is an answer, not a failure: nothing stands in for it
    if (error instanceof HttpError && error.status < 500) {
      memoryOf(storage).delete(name);
      throw error;
    }
    const copy = await lastCopy<T>(storage, name, now, gated);
    if (!copy) throw error;
    console.warn(
      `Planning Center failed; serving the ${name} answer stored ${new Date(copy.storedAt).toISOString()}`,
    );
    const fresh = options.refresh ? options.refresh(copy.value, now) : copy.value;
    return { value: fresh, ageSeconds: Math.max(0, Math.round((now - copy.storedAt) / 1000)) };
  }
  remember(storage, name, value, now);
  if (gated) return { value, ageSeconds: null };
  // keeping a copy must never cost the visitor the fresh answer
  await store(storage, name, value, now).catch((error: unknown) =>
    console.error(`Could not keep the ${name} answer in storage:`, error),
  );
  return { value, ageSeconds: null };
}

/**
 * The answer as public JSON, with an ETag (a 304 when `req` already holds it), its body made once
 * per answer (http/json-answer.ts). A stored copy says how old it is (`Age`), and caches may keep
 * it only briefly, so the next visitors ask Planning Center again.
 */
export function keptJson<T extends object>(kept: Kept<T>, req: Request | null = null): Response {
  if (kept.ageSeconds === null) return jsonAnswer(req, kept.value, PUBLIC_HEADERS);
  return jsonAnswer(req, kept.value, {
    ...PUBLIC_HEADERS,
    'Cache-Control': 'public, max-age=0, s-maxage=30',
    Age: String(kept.ageSeconds),
  });
}
