/** The stall watch: silence after the last sign of life fires it once; a stopped watch never fires. */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { watchStall } from '../../../src/platform/shared/stall.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('fires once after the silence, not while touched, never after stop', () => {
  const stalled = vi.fn();
  const watch = watchStall(1000, stalled);
  vi.advanceTimersByTime(900);
  watch.touch();
  vi.advanceTimersByTime(900);
  expect(stalled).not.toHaveBeenCalled();
  vi.advanceTimersByTime(100);
  expect(stalled).toHaveBeenCalledTimes(1);
  watch.touch(); // too late: a stalled request is not revived
  vi.advanceTimersByTime(5000);
  expect(stalled).toHaveBeenCalledTimes(1);
  const stopped = vi.fn();
  watchStall(1000, stopped).stop();
  vi.advanceTimersByTime(5000);
  expect(stopped).not.toHaveBeenCalled();
});
