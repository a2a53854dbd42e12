/**
 * Failed logins per client address and area, or per device cookie (device.ts), kept in storage
 * so every instance counts the same failures (on Netlify each function instance has its own
 * memory; S3 is what they share). One small record per address or device under
 * `auth/login-failures/`, named by a keyed hash (HMAC, its key derived from the session key for
 * this use alone), so neither an address nor a plain hash of one (which anyone could compute for
 * every IPv4 address) sits in a key; never under a public prefix (tools/bucket/rules.ts makes
 * `media/` and the feed public, nothing else); each is removed a day after its last write
 * (LOGIN_FAILURES_EXPIRY, docs/requirements.md section 9).
 *
 * Every change is a conditional write retried on conflict (updateRecord, docs/architecture.md
 * section 4, "Stored records"): parallel guesses from one address, on one instance or many, cannot
 * both pass the check on the same count. Where storage is an instance's own temp folder (a
 * demo deploy on Netlify without S3) each instance counts alone.
 */
import { createHmac } from 'node:crypto';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { jsonRecord } from '../../../platform/server/storage/record-format.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readRecord, updateRecord } from '../../../platform/server/storage/update-record.ts';
import {
  recentAttempts,
  windowVerdict,
  type RateLimiterOptions,
  type RateVerdict,
} from '../../../platform/server/rate-limit.ts';
import { LOGIN_FAILURES_PREFIX } from './throttle.ts';

/** Conflicts tolerated before giving up; each round one contender wins, so this covers bursts. */
export const MAX_ROUNDS = 60;

/** A storage-backed throttle; the same calls as the in-memory one, asynchronous. */
export interface SharedThrottle {
  /** Whether the address may try now (a read only). */
  check(client: string): Promise<RateVerdict>;
  /**
   * Counts an attempt before its password is checked, unless the address is already blocked:
   * `{ attempt }` to pass to `forgive` on success, or the blocking verdict. Conflicts that do not
   * settle end in RecordBusy: the caller should refuse (fail closed) and ask to retry.
   */
  begin(client: string): Promise<Begun>;
  /** Takes back an attempt that turned out to be the right password. */
  forgive(client: string, attempt: number): Promise<void>;
}

/** What `begin` answers: the counted attempt, or the verdict that blocks it. */
export type Begun = { attempt: number } | Extract<RateVerdict, { blocked: true }>;

/**
 * The record of failure times (an address's, a device's, an area's); a damaged one is rewritten,
 * not trusted.
 */
export const FAILURES = jsonRecord(z.object({ failures: z.array(z.number()) }), () => ({
  failures: [],
}));

/** The record's key: a keyed hash of the client, so the key alone tells nothing. */
const recordKey = (hashKey: Uint8Array, client: string) =>
  `${LOGIN_FAILURES_PREFIX}${createHmac('sha256', hashKey).update(client).digest('hex').slice(0, 32)}.json`;

/** Changes an address's failures (docs/architecture.md section 4, "Stored records"). */
async function change(
  storage: Storage,
  key: string,
  next: (failures: number[]) => number[] | null,
): Promise<void> {
  await updateRecord(
    storage,
    key,
    FAILURES,
    (current) => {
      const failures = next(current?.failures ?? []);
      return failures && { failures };
    },
    { attempts: MAX_ROUNDS },
  );
}

/** What a shared throttle takes: its rule, the clock, and the key that names its records. */
export type SharedThrottleOptions = Pick<RateLimiterOptions, 'limit' | 'windowMs' | 'spacingMs'> & {
  now: () => number;
  /** The HMAC key of record names (`deriveKey(sessionSecret, ...)`, login.ts). */
  hashKey: Uint8Array;
};

/** A throttle whose counts live in storage; `now` is the caller's clock. */
export function createSharedThrottle(
  storage: Storage,
  options: SharedThrottleOptions,
): SharedThrottle {
  const { limit, windowMs, spacingMs, now, hashKey } = options;
  const rule = { limit, windowMs, spacingMs };
  const keyOf = (client: string) => recordKey(hashKey, client);
  return {
    async check(client) {
      const at = now();
      const stored = await readRecord(storage, keyOf(client), FAILURES);
      return windowVerdict(recentAttempts(stored?.value.failures ?? [], at, windowMs), at, rule);
    },
    async begin(client) {
      const at = now();
      let begun: Begun = { attempt: at };
      await change(storage, keyOf(client), (failures) => {
        const kept = recentAttempts(failures, at, windowMs);
        const verdict = windowVerdict(kept, at, rule);
        begun = verdict.blocked ? verdict : { attempt: at };
        return verdict.blocked ? null : [...kept, at];
      });
      return begun;
    },
    async forgive(client, attempt) {
      await change(storage, keyOf(client), (failures) => {
        const index = failures.lastIndexOf(attempt);
        return index < 0 ? null : failures.filter((_, i) => i !== index);
      });
    },
  };
}
