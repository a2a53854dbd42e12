/**
 * Planning Center's rate limit as the emulator plays it: `limit` requests per `periodSeconds`
 * (100 per 20 s unless DEMO_PCO_RATE_LIMIT / DEMO_PCO_RATE_PERIOD say otherwise) per key,
 * reported in X-PCO-API-Request-Rate-* headers, with 429 and Retry-After past the limit. The
 * counting is the platform's one rate limiter (src/platform/server/rate-limit.ts).
 */
import { createRateLimiter } from '../platform/server/rate-limit.ts';

export interface PcoRateLimit {
  /** Counts a request; the headers to send, and a Retry-After in seconds when over the limit. */
  take(key: string): { headers: Record<string, string>; retryAfter: number | null };
}

/** A sliding-window limit per key; refused requests are not counted, so a client that waits gets through. */
export function createPcoRateLimit(
  limit: number,
  periodSeconds: number,
  now: () => number,
): PcoRateLimit {
  const limiter = createRateLimiter({ limit, windowMs: periodSeconds * 1000, now });
  return {
    take(key) {
      const taken = limiter.take(key);
      const headers = {
        'X-PCO-API-Request-Rate-Limit': String(limit),
        'X-PCO-API-Request-Rate-Period': String(periodSeconds),
        'X-PCO-API-Request-Rate-Count': String(taken.inWindow),
      };
      return { headers, retryAfter: taken.blocked ? taken.retryAfterSeconds : null };
    },
  };
}
