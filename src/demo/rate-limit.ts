/**
 * Planning Center's rate limit as the emulator plays it: `limit` requests per `periodSeconds`
 * (100 per 20 s unless DEMO_PCO_RATE_LIMIT / DEMO_PCO_RATE_PERIOD say otherwise), reported in
 * X-PCO-API-Request-Rate-* headers, with 429 and Retry-After past the limit.
 */

export interface RateLimiter {
  /** Counts a request; the headers to send, and a Retry-After in seconds when over the limit. */
  take(now: number): { headers: Record<string, string>; retryAfter: number | null };
}

/** A sliding-window limiter. */
export function createRateLimiter(limit: number, periodSeconds: number): RateLimiter {
  const times: number[] = [];
  return {
    take(now) {
      const periodMs = periodSeconds * 1000;
      while (times.length && times[0]! <= now - periodMs) times.shift();
      const over = times.length >= limit;
      // refused requests are not counted, so a client that waits as told gets through
      if (!over) times.push(now);
      const headers = {
        'X-PCO-API-Request-Rate-Limit': String(limit),
        'X-PCO-API-Request-Rate-Period': String(periodSeconds),
        'X-PCO-API-Request-Rate-Count': String(over ? times.length + 1 : times.length),
      };
      if (!over) return { headers, retryAfter: null };
      return { headers, retryAfter: Math.max(1, Math.ceil((times[0]! + periodMs - now) / 1000)) };
    },
  };
}
