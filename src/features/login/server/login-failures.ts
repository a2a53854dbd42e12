/**
 * Failed logins per client address and area, kept in storage so every instance counts the same failures
 * (on Netlify each function instance has its own memory; S3 is what they share). One small
 * record per address under `auth/login-failures/`, named by a hash of the address so no address
 * sits in a key, and never under a public prefix (tools/bucket/rules.ts makes `media/` and
 * the feed public, nothing else).
 *
 * Every change is a conditional write (If-Match on the record's ETag, If-None-Match for a new
 * one) retried on conflict: parallel guesses from one address, on one instance or many, cannot
 * both pass the check on the same count. Where storage is an instance's own temp folder (a
 * demo deploy on Netlify without S3) each instance counts alone.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  NotFound,
  PreconditionFailed,
  type Storage,
} from '../../../platform/server/storage/types.ts';
import {
  recentFailures,
  windowVerdict,
  type ThrottleOptions,
  type ThrottleVerdict,
} from './throttle.ts';
import { readText } from '../../../platform/server/storage/read.ts';

const PREFIX = 'auth/login-failures/';
/** Conflicts tolerated before giving up; each round one contender wins, so this covers bursts. */
const MAX_ROUNDS = 60;

/** A storage-backed throttle; the same calls as the in-memory one, asynchronous. */
export interface SharedThrottle {
  /** Whether the address may try now (a read only). */
  check(client: string): Promise<ThrottleVerdict>;
  /**
   * Counts an attempt before its password is checked, unless the address is already blocked:
   * `{ attempt }` to pass to `forgive` on success, or the blocking verdict.
   */
  begin(client: string): Promise<Begun>;
  /** Takes back an attempt that turned out to be the right password. */
  forgive(client: string, attempt: number): Promise<void>;
}

/** What `begin` answers: the counted attempt, or the verdict that blocks it. */
export type Begun = { attempt: number } | Extract<ThrottleVerdict, { blocked: true }>;

/** The conflicts did not settle: the caller should refuse (fail closed) and ask to retry. */
export class ThrottleBusy extends Error {
  override name = 'ThrottleBusy';
}

interface Loaded {
  failures: number[];
  etag: string | null;
}

const keyOf = (client: string) =>
  `${PREFIX}${createHash('sha256').update(client).digest('hex').slice(0, 32)}.json`;

async function load(storage: Storage, key: string): Promise<Loaded> {
  let got;
  try {
    got = await readText(storage, key);
  } catch (error) {
    if (error instanceof NotFound) return { failures: [], etag: null };
    throw error;
  }
  try {
    const parsed = JSON.parse(got.text) as { failures?: unknown };
    const failures = Array.isArray(parsed.failures)
      ? parsed.failures.filter((time): time is number => Number.isFinite(time))
      : [];
    return { failures, etag: got.etag };
  } catch {
    return { failures: [], etag: got.etag }; // a damaged record is rewritten, not trusted
  }
}

/**
 * Reads the record, lets `change` decide, and writes what it returns (null: no write) only if
 * nobody wrote in between; on a conflict it starts again from a fresh read.
 */
async function update<T>(
  storage: Storage,
  key: string,
  change: (failures: number[]) => { write: number[] | null; result: T },
): Promise<T> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const current = await load(storage, key);
    const { write, result } = change(current.failures);
    if (!write) return result;
    try {
      await storage.put(key, JSON.stringify({ failures: write }), {
        contentType: 'application/json',
        ...(current.etag ? { ifMatch: current.etag } : { ifNoneMatch: '*' as const }),
      });
      return result;
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
      await sleep(Math.random() * 10 * Math.min(round + 1, 5));
    }
  }
  throw new ThrottleBusy('Too many logins at once from one address.');
}

/** A throttle whose counts live in storage; `now` is injectable for tests. */
export function createSharedThrottle(
  storage: Storage,
  options: Pick<ThrottleOptions, 'limit' | 'windowMs' | 'spacingMs' | 'now'>,
): SharedThrottle {
  const { limit, windowMs, spacingMs, now = Date.now } = options;
  const rule = { limit, windowMs, spacingMs };
  return {
    async check(client) {
      const at = now();
      const { failures } = await load(storage, keyOf(client));
      return windowVerdict(recentFailures(failures, at, windowMs), at, rule);
    },
    begin(client) {
      const at = now();
      return update<Begun>(storage, keyOf(client), (failures) => {
        const kept = recentFailures(failures, at, windowMs);
        const verdict = windowVerdict(kept, at, rule);
        if (verdict.blocked) return { write: null, result: verdict };
        return { write: [...kept, at], result: { attempt: at } };
      });
    },
    async forgive(client, attempt) {
      await update(storage, keyOf(client), (failures) => {
        const index = failures.lastIndexOf(attempt);
        if (index < 0) return { write: null, result: undefined };
        return { write: failures.filter((_, i) => i !== index), result: undefined };
      });
    },
  };
}
