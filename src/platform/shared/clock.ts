/**
 * The one clock the server's services read (docs/architecture.md section 3): handed in with the
 * parts as `deps.clock`, so a test hands in one it moves by hand instead of waiting or patching
 * Date.
 */

/** Milliseconds since the epoch, from wherever the caller's time comes. */
export interface Clock {
  now(): number;
}

/** The machine's clock, which the composition root hands every service. */
export const systemClock: Clock = { now: () => Date.now() };
