/**
 * The login throttle's rule, for the platform's one rate limiter design
 * (src/platform/server/rate-limit.ts), whose counts logins keep in storage (login-failures.ts).
 */
import type { RateRule } from '../../../platform/server/rate-limit.ts';

/**
 * Logins (docs/security.md, "Where each rule is enforced"): five free failures per address and area in fifteen
 * minutes, then one attempt every 20 seconds, so a guesser gets a few tries a minute while the
 * right password typed behind the same address gets in within half a minute.
 */
export const LOGIN_THROTTLE = {
  limit: 5,
  windowMs: 15 * 60 * 1000,
  spacingMs: 20_000,
} as const satisfies RateRule;
