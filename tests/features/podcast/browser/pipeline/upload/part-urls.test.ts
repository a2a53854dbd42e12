/**
 * Part URLs live 15 minutes, so a long upload asks for them as it goes: a part without a URL, or
 * with one near its expiry, gets a fresh one together with the next parts of the queue.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PartUrls } from '../../../../../../src/features/podcast/browser/pipeline/upload/part-urls.ts';
import type { PartsAnswer } from '../../../../../../src/features/podcast/shared/types.ts';
import {
  PART_BATCH,
  URL_MARGIN_MS,
} from '../../../../../../src/features/podcast/shared/upload-parts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const signer = () => {
  let round = 0;
  const asked: number[][] = [];
  const sign = (parts: number[]): Promise<PartsAnswer> => {
    asked.push(parts);
    round++;
    return Promise.resolve({
      urlSeconds: 900,
      parts: parts.map((n) => ({ partNumber: n, url: `u${n}-r${round}` })),
    });
  };
  return { sign, asked };
};

test('signs on demand in batches, and again near expiry or after a refusal', async () => {
  const { sign, asked } = signer();
  const queue = Array.from({ length: 20 }, (_, i) => i + 2);
  const urls = new PartUrls(sign, () => queue, {
    urlSeconds: 900,
    parts: [{ partNumber: 1, url: 'first' }],
  });
  expect(await urls.urlFor(1)).toBe('first');
  expect(asked).toEqual([]);
  expect(await urls.urlFor(2)).toBe('u2-r1');
  expect(asked[0]).toEqual(queue.slice(0, PART_BATCH));
  expect(await urls.urlFor(3)).toBe('u3-r1');
  // close to its expiry a URL is not used: a fresh one is asked for
  vi.advanceTimersByTime(900_000 - URL_MARGIN_MS + 1);
  expect(await urls.urlFor(3)).toBe('u3-r2');
  urls.forget(3);
  expect(await urls.urlFor(3)).toBe('u3-r3');
  expect(asked).toHaveLength(3);
});

test('parts waiting together share one ask', async () => {
  const { sign, asked } = signer();
  const urls = new PartUrls(sign, () => [2, 3, 4]);
  const got = await Promise.all([1, 2, 3, 4].map((n) => urls.urlFor(n)));
  expect(got).toEqual(['u1-r1', 'u2-r1', 'u3-r1', 'u4-r1']);
  expect(asked).toEqual([[1, 2, 3, 4]]);
});
