/** A queue of tasks run a few at a time that refuses new ones at once past its waiting limit. */
import pLimit from 'p-limit';

/** Runs a task in its turn; a capped task is refused when the queue is full. */
export type BoundedRun = <T>(task: () => Promise<T>, capped?: boolean) => Promise<T>;

/**
 * Runs at most `concurrency` tasks at once and lets at most `waiting` wait; a capped task that
 * arrives when that many wait is rejected at once with `busy()`, an uncapped one waits its turn.
 */
export function boundedQueue(concurrency: number, waiting: number, busy: () => Error): BoundedRun {
  const slots = pLimit(concurrency);
  return (task, capped = true) =>
    capped && slots.pendingCount >= waiting ? Promise.reject(busy()) : slots(task);
}
