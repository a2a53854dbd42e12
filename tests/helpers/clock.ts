/** A clock the tests move by hand (its `now` is what a ServerDeps clock or a limiter takes). */
export function clock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
