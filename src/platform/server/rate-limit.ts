/**
 * The one rate limiter design (docs/architecture.md section 3): a sliding window of attempt
 * times per key, configured per use with a RateRule. Past `limit` attempts inside the window it
 * refuses until the window reopens or, with `spacingMs`, lets one attempt through per spacing
 * (logins: the guesser is slowed, the room behind one address is not locked out). The window
 * arithmetic (`recentAttempts`, `windowVerdict`) is shared by the in-memory limiter here (the
 * attachment opens, the demo's Planning Center emulator) and by the one every instance shares
 * through storage (src/features/login/server/login-failures.ts, for logins).
 */
import { systemClock } from '../shared/clock.ts';

/** How many attempts a key may make, and how the window reopens. */
export interface RateRule {
  /** Attempts allowed inside the window; the next attempt is refused. */
  limit: number;
  windowMs: number;
  /**
   * Past the limit, one further attempt each `spacingMs` after the latest counted one, instead
   * of none until the window reopens.
   */
  spacingMs?: number | undefined;
}

/** A rule and where its limiter keeps its counts in memory. */
export interface RateLimiterOptions extends RateRule {
  /** Milliseconds since the epoch: the caller's clock, so tests can move time. */
  now?: () => number;
  /** Keys remembered at most, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
}

export type RateVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/** What `take` answers: the verdict, and the attempts in the window counting this one. */
export type Taken = RateVerdict & { inWindow: number };

export interface RateLimiter {
  /** Whether the key may try again now, and if not, for how many seconds to wait. */
  check(key: string): RateVerdict;
  /** Counts one attempt from the key; returns the attempt's time, for `forgive`. */
  count(key: string): number;
  /** Counts the attempt unless the key is blocked (a refused attempt is not counted). */
  take(key: string): Taken;
  /** Takes back an attempt counted before it was known to succeed. */
  forgive(key: string, attempt: number): void;
}

/**
 * The rate limit key of a client address: IPv4 as is, IPv6 by its /64 network, since one home or
 * one server holds a whole /64 and could otherwise take a fresh address for every guess.
 */
export function clientKey(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The attempt times still inside the window at `at`. */
export function recentAttempts(times: readonly number[], at: number, windowMs: number): number[] {
  return times.filter((time) => time > at - windowMs && time <= at + windowMs);
}

/** Whether the attempts inside the window block another one at `at`, and for how long. */
export function windowVerdict(kept: readonly number[], at: number, rule: RateRule): RateVerdict {
  const { limit, windowMs, spacingMs } = rule;
  if (kept.length < limit) return { blocked: false };
  const opensAt =
    spacingMs === undefined
      ? // the window reopens when the attempt that filled it ages out
        (kept[kept.length - limit] ?? at) + windowMs
      : // the next turn comes a spacing after the latest counted attempt
        Math.max(...kept) + spacingMs;
  if (opensAt <= at) return { blocked: false };
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((opensAt - at) / 1000)) };
}

/** Makes an in-memory limiter; its counts live in the returned object only. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs, spacingMs, now = () => systemClock.now(), maxKeys = 50_000 } = options;
  const rule = { limit, windowMs, spacingMs };
  const attempts = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const kept = recentAttempts(attempts.get(key) ?? [], at, windowMs);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  const makeRoom = (at: number): void => {
    if (attempts.size < maxKeys) return;
    for (const key of [...attempts.keys()]) recent(key, at);
    // still full of live entries: forget the key that has been quiet longest
    while (attempts.size >= maxKeys) attempts.delete(attempts.keys().next().value as string);
  };

  const add = (key: string, kept: number[], at: number): number => {
    if (!kept.length) makeRoom(at);
    attempts.delete(key); // re-insert so Map order is least recently counted first
    attempts.set(key, [...kept, at]);
    return at;
  };

  return {
    check(key) {
      const at = now();
      return windowVerdict(recent(key, at), at, rule);
    },
    count(key) {
      const at = now();
      return add(key, recent(key, at), at);
    },
    take(key) {
      const at = now();
      const kept = recent(key, at);
      const verdict = windowVerdict(kept, at, rule);
      if (!verdict.blocked) add(key, kept, at);
      return { ...verdict, inWindow: kept.length + 1 };
    },
    forgive(key, attempt) {
      const kept = attempts.get(key) ?? [];
      const index = kept.lastIndexOf(attempt);
      if (index >= 0) kept.splice(index, 1);
      if (!kept.length) attempts.delete(key);
    },
  };
}
