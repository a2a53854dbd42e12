/**
 * Failed-attempt throttle per client: a sliding window of failure times. Past the free tries it
 * either refuses until the window reopens or, with `spacingMs`, lets one attempt through per
 * spacing (logins: the guesser is slowed, the room behind one address is not locked out). The window
 * arithmetic (`windowVerdict`, `recentFailures`) is shared by the in-memory throttle here and
 * by the one every instance shares through storage (login-failures.ts), which logins use.
 */

export interface ThrottleOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  limit: number;
  windowMs: number;
  /**
   * Past the limit, one further attempt each `spacingMs` after the latest counted one, instead
   * of none until the window reopens.
   */
  spacingMs?: number | undefined;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
  /** Addresses remembered at most, so a flood of addresses cannot exhaust memory. */
  maxClients?: number;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export interface Throttle {
  /** Whether the address may try again now, and if not, for how many seconds to wait. */
  check(client: string): ThrottleVerdict;
  /** Counts one failed attempt from the address; returns the attempt's time, for `forgive`. */
  fail(client: string): number;
  /** Takes back an attempt counted before it was known to succeed. */
  forgive(client: string, attempt: number): void;
}

/**
 * Logins (docs/security.md, "Where each rule is enforced"): five free failures per address and area in fifteen
 * minutes, then one attempt every 20 seconds, so a guesser gets a few tries a minute while the
 * right password typed behind the same address gets in within half a minute.
 */
export const LOGIN_THROTTLE = { limit: 5, windowMs: 15 * 60 * 1000, spacingMs: 20_000 } as const;

/**
 * The throttle key of a client address: IPv4 as is, IPv6 by its /64 network, since one home or
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

/** The failure times still inside the window at `at`. */
export function recentFailures(times: readonly number[], at: number, windowMs: number): number[] {
  return times.filter((time) => time > at - windowMs && time <= at + windowMs);
}

/** Whether the failures inside the window block another attempt at `at`, and for how long. */
export function windowVerdict(
  kept: readonly number[],
  at: number,
  options: Pick<ThrottleOptions, 'limit' | 'windowMs' | 'spacingMs'>,
): ThrottleVerdict {
  const { limit, windowMs, spacingMs } = options;
  if (kept.length < limit) return { blocked: false };
  const opensAt =
    spacingMs === undefined
      ? // the window reopens when the failure that filled it ages out
        (kept[kept.length - limit] ?? at) + windowMs
      : // the next turn comes a spacing after the latest counted attempt
        Math.max(...kept) + spacingMs;
  if (opensAt <= at) return { blocked: false };
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((opensAt - at) / 1000)) };
}

/** Makes a throttle; state lives in the returned object only. */
export function createThrottle(options: ThrottleOptions): Throttle {
  const { limit, windowMs, spacingMs, now = Date.now, maxClients = 50_000 } = options;
  const failures = new Map<string, number[]>();

  const recent = (client: string, at: number): number[] => {
    const kept = recentFailures(failures.get(client) ?? [], at, windowMs);
    if (kept.length) failures.set(client, kept);
    else failures.delete(client);
    return kept;
  };

  const makeRoom = (at: number): void => {
    if (failures.size < maxClients) return;
    for (const client of [...failures.keys()]) recent(client, at);
    // still full of live entries: forget the address that has been quiet longest
    while (failures.size >= maxClients) failures.delete(failures.keys().next().value as string);
  };

  return {
    check(client) {
      const at = now();
      return windowVerdict(recent(client, at), at, { limit, windowMs, spacingMs });
    },
    fail(client) {
      const at = now();
      const kept = recent(client, at);
      if (!kept.length) makeRoom(at);
      failures.delete(client); // re-insert so Map order is least recently failed first
      failures.set(client, [...kept, at]);
      return at;
    },
    forgive(client, attempt) {
      const kept = failures.get(client) ?? [];
      const index = kept.lastIndexOf(attempt);
      if (index >= 0) kept.splice(index, 1);
      if (!kept.length) failures.delete(client);
    },
  };
}
