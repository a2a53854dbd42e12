/**
 * The one way a Planning Center answer is kept and falls back to the last good one (docs/code-style.md
 * habit 4). A public answer (events, sign-ups, groups, worship samples) is kept in storage
 * (stored-copy.ts) and shared by every instance: while the copy is fresh (`freshMs`, five minutes
 * unless said) no instance asks Planning Center, and once it is due one instance asks for all
 * (turn.ts). On Netlify most instances are fresh and remember nothing, so this, not the
 * instance's memory, is what bounds the calls a crowd of visitors costs (docs/security.md). An
 * answer this instance did not have from Planning Center within the minute says how old it is
 * (`Age`). When Planning Center fails, the instance's memory (a day) or the stored copy stands in;
 * when the site's own code fails, so does it, and the fault is logged and kept (faults.ts).
 * Gated answers (`keptGated`) are never stored: asked for each time (the client's cache holds
 * them a minute), remembered by the instance only.
 */
import { HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/types.ts';
import type { Clock } from '../../shared/clock.ts';
import { sayWhyKept } from './faults.ts';
import { writeCopy, type Copy } from './stored-copy.ts';
import { endTurn, takeTurn } from './turn.ts';

/** An answer and, when it is a kept copy, how old it is. */
export interface Kept<T> {
  value: T;
  /** Seconds since Planning Center gave the kept copy; null for a fresh answer. */
  ageSeconds: number | null;
}

/** How the kept answer is brought up to date and kept. */
export interface KeepOptions<T> {
  /** The answer at `now` from one made earlier (drops what has gone out of date). */
  refresh?: (value: T, now: number) => T;
  /** When refresh would next change the answer it gave at `now`; without it, refresh runs each time. */
  changesAt?: (value: T, now: number) => number;
  /** How long a stored answer stands for Planning Center's (public answers). */
  freshMs?: number;
}

type Deps = { storage: Storage; clock: Clock };
/** A public answer stays fresh this long for every instance. */
export const SHARED_FRESH_MS = 5 * 60_000;
/** After Planning Center failed, the instances serve the copy this long before asking again. */
const RETRY_MS = 30_000;
/** An answer this instance had from Planning Center is fresh (no Age) this long, as its client's cache. */
const OWN_FRESH_MS = 60_000;
/** How long an instance's memory serves an answer when Planning Center fails, and how many. */
const [MEMORY_MS, MEMORY_ENTRIES] = [24 * 60 * 60_000, 500];

interface Remembered<T = unknown> extends Copy<T> {
  /** Until when the instance serves it without looking in storage (gated: never). */
  freshUntil: number;
  /** This instance asked Planning Center for it. */
  own: boolean;
  /** The refreshed answer last served, and from when until when it holds. */
  view?: { result: T; at: number; until: number };
}

/** Each instance's answers, per storage (a new config in tests makes a new storage) and name. */
const memories = new WeakMap<Storage, Map<string, Remembered>>();
/** The refresh under way per storage and name, which concurrent requests share. */
const pending = new WeakMap<Storage, Map<string, Promise<Kept<unknown>>>>();

function mapOf<V>(maps: WeakMap<Storage, Map<string, V>>, storage: Storage): Map<string, V> {
  let map = maps.get(storage);
  if (!map) maps.set(storage, (map = new Map<string, V>()));
  return map;
}

function remember<T>(storage: Storage, name: string, entry: Remembered<T>): Remembered<T> {
  const memory = mapOf(memories, storage);
  memory.delete(name); // re-insert so Map order is least-recently-stored first
  memory.set(name, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  return entry;
}

const ageOf = (copy: Copy, now: number) => Math.max(0, Math.round((now - copy.storedAt) / 1000));

/** The remembered answer at `now`, refreshed no more often than it changes. */
function served<T>(entry: Remembered<T>, now: number, options: KeepOptions<T>): Kept<T> {
  const fresh = entry.own && now - entry.storedAt < OWN_FRESH_MS;
  const ageSeconds = fresh ? null : ageOf(entry, now);
  const { refresh, changesAt } = options;
  if (!refresh) return { value: entry.value, ageSeconds };
  const view = entry.view;
  if (view && view.at <= now && now < view.until) return { value: view.result, ageSeconds };
  const result = refresh(entry.value, now);
  entry.view = { result, at: now, until: changesAt ? changesAt(result, now) : now };
  return { value: result, ageSeconds };
}

/** The last good copy at `now` (memory within a day, else storage's), or the failure. */
async function fallBack<T>(
  deps: Deps,
  name: string,
  error: unknown,
  options: KeepOptions<T>,
  stored: Copy<T> | null,
): Promise<Kept<T>> {
  const now = deps.clock.now();
  const memory = mapOf(memories, deps.storage).get(name) as Remembered<T> | undefined;
  const recalled = memory && now - memory.storedAt <= MEMORY_MS ? memory : null;
  // the newer of the two: another instance may have kept a later answer than this one's
  const copy = recalled && (!stored || recalled.storedAt >= stored.storedAt) ? recalled : stored;
  if (!copy) throw error;
  await sayWhyKept(deps, name, error, copy.storedAt);
  const value = options.refresh ? options.refresh(copy.value, now) : copy.value;
  return { value, ageSeconds: ageOf(copy, now) };
}

/** A gated answer: asked for each time, the instance's memory standing in when that fails. */
async function gatedAnswer<T>(deps: Deps, name: string, load: () => Promise<T>): Promise<Kept<T>> {
  const now = deps.clock.now();
  try {
    const value = await load();
    remember(deps.storage, name, { value, storedAt: now, freshUntil: -Infinity, own: true });
    return { value, ageSeconds: null };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      mapOf(memories, deps.storage).delete(name);
      throw error;
    }
    return fallBack(deps, name, error, {}, null);
  }
}

/** A public answer from the stored copy, or, on this instance's turn, from Planning Center. */
async function sharedAnswer<T>(
  deps: Deps,
  name: string,
  load: () => Promise<T>,
  options: KeepOptions<T>,
): Promise<Kept<T>> {
  const { storage, clock } = deps;
  const freshMs = options.freshMs ?? SHARED_FRESH_MS;
  const turn = await takeTurn<T>(deps, name);
  if ('fresh' in turn) {
    const { copy, freshUntil } = turn.fresh;
    const entry = remember(storage, name, { ...copy!, freshUntil, own: false });
    return served(entry, clock.now(), options);
  }
  const now = clock.now();
  let value: T;
  try {
    value = await load();
  } catch (error) {
    // a refusal (such as a 404) is an answer, not a failure: nothing stands in for it
    const refused = error instanceof HttpError && error.status < 500;
    if (refused) mapOf(memories, storage).delete(name);
    const again = refused || !turn.read?.copy ? now : now + RETRY_MS;
    await endTurn(storage, name, turn.held, again);
    if (refused) throw error;
    return fallBack(deps, name, error, options, turn.read?.copy ?? null);
  }
  const view = { result: value, at: now, until: options.changesAt?.(value, now) ?? now };
  const entry = { value, storedAt: now, freshUntil: now + freshMs, own: true, view };
  remember(storage, name, entry);
  // keeping a copy must never cost the visitor the fresh answer
  await writeCopy(storage, name, entry, entry.freshUntil).catch((error: unknown) => {
    console.error(`Could not keep the ${name} answer in storage:`, error);
  });
  return { value, ageSeconds: null };
}

/**
 * The answer of `load()` or a kept copy of it (see the file comment); when Planning Center
 * fails, the last good copy (passed through `refresh`) or, without one, the failure. A refusal (a
 * 4xx, such as a 404) is passed on and forgets the instance's copy.
 */
export async function keepLastGood<T>(
  deps: Deps,
  name: string,
  load: () => Promise<T>,
  options: KeepOptions<T> = {},
): Promise<Kept<T>> {
  const entry = mapOf(memories, deps.storage).get(name) as Remembered<T> | undefined;
  const now = deps.clock.now();
  if (entry && now < entry.freshUntil) return served(entry, now, options);
  const running = mapOf(pending, deps.storage);
  let answer = running.get(name) as Promise<Kept<T>> | undefined;
  if (!answer) {
    answer = sharedAnswer(deps, name, load, options).finally(() => running.delete(name));
    running.set(name, answer);
  }
  return answer;
}

/** A gated answer's value: `load()`'s, or this instance's last good one, never stored. */
export async function keptGated<T>(deps: Deps, name: string, load: () => Promise<T>): Promise<T> {
  return (await gatedAnswer(deps, name, load)).value;
}
