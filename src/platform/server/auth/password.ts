/** scrypt password hashes in the form scrypt$N$r$p$salt$key (base64), checked in constant time. */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { boundedQueue } from './bounded-queue.ts';

const KEY_LENGTH = 64;
/**
 * OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1, about 128 MB and
 * a few hundred milliseconds a hash. New hashes get exactly that; older, cheaper ones still
 * verify (their cost is in the hash), and `npm run doctor` names them.
 */
export const MINIMUM_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

/** The parts of a stored hash. */
export interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Splits a stored hash into its parts, or null when it is not one `hashPassword` could have made.
 * The cost bounds keep a mistyped hash from making every login allocate gigabytes.
 */
export function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...extra] = stored.split('$');
  if (scheme !== 'scrypt' || extra.length || !n || !r || !p || !salt || !key) return null;
  if (![n, r, p].every((part) => /^\d{1,8}$/.test(part))) return null;
  if (!BASE64.test(salt) || !BASE64.test(key)) return null;
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
  const powerOfTwo = (parsed.N & (parsed.N - 1)) === 0;
  if (!powerOfTwo || parsed.N < 1024 || parsed.N > 1 << 20) return null;
  if (parsed.r < 1 || parsed.r > 32 || parsed.p < 1 || parsed.p > 16) return null;
  if (parsed.salt.length < 8 || parsed.key.length !== KEY_LENGTH) return null;
  return parsed;
}

/**
 * At most two scrypt computations at once. Node runs scrypt on libuv's thread pool (4 threads
 * by default), which file reads, DNS lookups, zlib and other crypto share: unlimited parallel
 * logins would take every thread for seconds and stall those. Two leave the rest free, and two
 * at ~128 MB each stay well inside a function's memory.
 */
export const SCRYPT_CONCURRENCY = 2;
/** Hash computations allowed to wait; past this a login is refused at once (see `ScryptBusy`). */
export const SCRYPT_QUEUE_LIMIT = 16;

/** Too many password checks are already waiting: the caller answers 503 with Retry-After. */
export class ScryptBusy extends Error {
  override name = 'ScryptBusy';
}

const scryptSlots = boundedQueue(
  SCRYPT_CONCURRENCY,
  SCRYPT_QUEUE_LIMIT,
  () => new ScryptBusy('Too many password checks are waiting.'),
);

function scrypt(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  capped = true,
): Promise<Buffer> {
  // only logins are capped: a hash made on purpose (npm run hash-password) may wait its turn
  return scryptSlots(() => scryptNow(password, salt, options), capped);
}

function scryptNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password,
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password with a random salt (or the given one, for reproducible demo hashes). */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  const { N, r, p } = MINIMUM_COST;
  const key = await scrypt(password, salt, { N, r, p }, false);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when a well-formed hash costs less than OWASP's minimum for scrypt. */
export function isBelowMinimum(stored: string): boolean {
  const parsed = parseHash(stored);
  return Boolean(parsed && (parsed.N < MINIMUM_COST.N || parsed.r < MINIMUM_COST.r));
}

/**
 * True when the password matches the stored hash; false for any malformed hash. Throws
 * ScryptBusy when too many checks wait already.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  try {
    const actual = await scrypt(password, salt, { N, r, p });
    // timingSafeEqual: how much of the key matched must not show in the response time
    return timingSafeEqual(actual, key);
  } catch (error) {
    if (error instanceof ScryptBusy) throw error;
    return false;
  }
}
