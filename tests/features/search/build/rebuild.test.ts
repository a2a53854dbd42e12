import { describe, expect, test } from 'vitest';
import { serial } from '../../../../src/features/search/build/rebuild.ts';

/** A run that ends when the test says so, counting how many started. */
function gatedRuns() {
  const gates: (() => void)[] = [];
  let started = 0;
  const run = () =>
    new Promise<number>((resolve) => {
      const n = ++started;
      gates.push(() => resolve(n));
    });
  return { run, gates, started: () => started };
}

describe('serial', () => {
  test('a burst of calls makes at most two runs, the second shared by all who waited', async () => {
    const { run, gates, started } = gatedRuns();
    const next = serial(run);
    const first = next();
    const burst = Array.from({ length: 20 }, () => next());
    expect(started()).toBe(1);
    gates.shift()!();
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(started()).toBe(2);
    gates.shift()!();
    expect(new Set(await Promise.all(burst))).toEqual(new Set([2]));
    expect(started()).toBe(2);
  });

  test('a call after the runs end starts a new one, and a failed run does not block the next', async () => {
    let n = 0;
    const next = serial(() =>
      ++n === 1 ? Promise.reject(new Error('first fails')) : Promise.resolve(n),
    );
    const failing = next();
    const waiting = next();
    await expect(failing).rejects.toThrow('first fails');
    expect(await waiting).toBe(2);
    expect(await next()).toBe(3);
  });
});
