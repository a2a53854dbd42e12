import { describe, expect, test } from 'vitest';
import { boundedQueue } from '../../../../src/platform/server/auth/bounded-queue.ts';

class Busy extends Error {}

/** A task that takes a few milliseconds, counting how many run at once. */
function counted() {
  let running = 0;
  let most = 0;
  const task = async () => {
    most = Math.max(most, ++running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    return 'done';
  };
  return { task, most: () => most };
}

describe('boundedQueue', () => {
  test('runs at most `concurrency` tasks at once and lets the rest wait their turn', async () => {
    const run = boundedQueue(2, 10, () => new Busy());
    const { task, most } = counted();
    const results = await Promise.all(Array.from({ length: 7 }, () => run(task)));
    expect(results).toEqual(Array(7).fill('done'));
    expect(most()).toBe(2);
  });

  test('refuses a capped task at once when the waiting room is full, and takes it again after', async () => {
    const run = boundedQueue(1, 2, () => new Busy());
    const { task } = counted();
    const admitted = [run(task), run(task), run(task)]; // one running, two waiting
    await expect(run(task)).rejects.toBeInstanceOf(Busy);
    const uncapped = run(task, false); // a task that may wait is never refused
    await expect(Promise.all([...admitted, uncapped])).resolves.toHaveLength(4);
    await expect(run(task)).resolves.toBe('done');
  });
});
