/**
 * The login throttle's rules, for the platform's one rate limiter design
 * (src/platform/server/rate-limit.ts), whose counts logins keep in storage (login-failures.ts,
 * area-failures.ts). The numbers are stated in docs/requirements.md section 9.
 */
import type { Area } from '../../../platform/server/config/types.ts';
import type { RateRule } from '../../../platform/server/rate-limit.ts';
import type { Expiry } from '../../../platform/server/storage/expiry.ts';

const MINUTE = 60_000;

/**
 * Logins (docs/security.md, "Where each rule is enforced"): five free failures per address and area in fifteen
 * minutes, then one attempt every 20 seconds, so a guesser gets a few tries a minute while the
 * right password typed behind the same address gets in within half a minute.
 */
export const LOGIN_THROTTLE = {
  limit: 5,
  windowMs: 15 * MINUTE,
  spacingMs: 20_000,
} as const satisfies RateRule;

/**
 * An address's rule while its area is past the ceiling (AREA_CEILING): no free tries, one
 * attempt a minute, so guessing from many addresses slows down while nobody is locked out.
 */
export const SLOWED_THROTTLE = {
  limit: 1,
  windowMs: 15 * MINUTE,
  spacingMs: MINUTE,
} as const satisfies RateRule;

/**
 * A device cookie's own count (device.ts): five failures in an hour and the cookie is trusted
 * no more until they age out; its browser then waits its turn like any other at its address.
 */
export const DEVICE_THROTTLE = { limit: 5, windowMs: 60 * MINUTE } as const satisfies RateRule;

/** More than this many failed logins to one area in an hour, from any addresses, is an alarm. */
export const AREA_CEILING = { limit: 100, windowMs: 60 * MINUTE } as const satisfies RateRule;

/**
 * The areas whose login spends money (the podcast admin starts paid transcriptions): past the
 * ceiling, browsers without a device cookie also share NEW_BROWSER_CAP for the whole area.
 */
export const CAPPED_AREAS: readonly Area[] = ['podcastadmin'];

/**
 * Password checks an hour, all addresses together, from browsers without a device cookie to a
 * capped area past its ceiling. The ceiling falls an hour after the failures stop, so however
 * many addresses a guesser has, it gets about AREA_CEILING plus this many tries an hour.
 */
export const NEW_BROWSER_CAP = { limit: 10, windowMs: 60 * MINUTE } as const satisfies RateRule;

/** How long a device cookie lasts: 180 days, renewed at each login. */
export const DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/** Where every failed-login record lives (login-failures.ts, area-failures.ts). */
export const LOGIN_FAILURES_PREFIX = 'auth/login-failures/';

/**
 * Failed-login records are removed a day after their last write: by the bucket's lifecycle rule
 * on S3 (tools/bucket/rules.ts), by the storage itself on files (composition.ts).
 */
export const LOGIN_FAILURES_EXPIRY = {
  prefix: LOGIN_FAILURES_PREFIX,
  days: 1,
} as const satisfies Expiry;
