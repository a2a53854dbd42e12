import { describe, expect, test } from 'vitest';
import {
  fileFingerprint,
  finishedBytes,
  MAX_PARTS,
  MIN_PART_BYTES,
  PART_BYTES,
  partSizeFor,
  planParts,
  retryDelay,
} from '../../../../src/features/podcast/shared/upload-parts.ts';

const MB = 1024 * 1024;

describe('upload parts', () => {
  test('a 300 MB sermon is 19 parts of 16 MB, the last one shorter, covering every byte', () => {
    const size = 300 * MB;
    const plan = planParts(size);
    expect(plan).toHaveLength(19);
    expect(plan[0]).toEqual({ partNumber: 1, start: 0, end: PART_BYTES });
    expect(plan.at(-1)!.end).toBe(size);
    for (const [i, part] of plan.entries()) {
      if (i > 0) expect(part.start).toBe(plan[i - 1]!.end);
      if (i < plan.length - 1) expect(part.end - part.start).toBe(PART_BYTES);
    }
  });

  test('a small file is one part, an empty one too', () => {
    expect(planParts(3 * MB)).toEqual([{ partNumber: 1, start: 0, end: 3 * MB }]);
    expect(planParts(0)).toEqual([{ partNumber: 1, start: 0, end: 0 }]);
  });

  test('a huge file gets larger parts so it never needs more than S3 allows', () => {
    const size = 400 * 1024 * MB;
    expect(partSizeFor(size)).toBeGreaterThan(PART_BYTES);
    expect(planParts(size).length).toBeLessThanOrEqual(MAX_PARTS);
  });

  test('refuses sizes that are not sizes and parts below S3 minimum', () => {
    expect(() => planParts(-1)).toThrow(RangeError);
    expect(() => planParts(1.5)).toThrow(RangeError);
    expect(() => planParts(10 * MB, MIN_PART_BYTES - 1)).toThrow(/5 MB/);
  });

  test('retries back off exponentially with jitter, capped at 30 s', () => {
    expect(retryDelay(1, () => 0)).toBe(250);
    expect(retryDelay(1, () => 1)).toBe(500);
    expect(retryDelay(3, () => 1)).toBe(2000);
    expect(retryDelay(20, () => 1)).toBe(30_000);
    expect(retryDelay(20, () => 0)).toBe(15_000);
  });

  test('progress counts only finished parts', () => {
    const plan = planParts(40 * MB);
    expect(finishedBytes(plan, new Set())).toBe(0);
    expect(finishedBytes(plan, new Set([3]))).toBe(40 * MB - 2 * PART_BYTES);
    expect(finishedBytes(plan, new Set([1, 2, 3]))).toBe(40 * MB);
  });

  test('the same file is recognised after a reload, a changed one is not', () => {
    const file = { name: 'sermon.mp3', size: 1000, lastModified: 5 };
    expect(fileFingerprint({ ...file })).toBe(fileFingerprint(file));
    expect(fileFingerprint({ ...file, lastModified: 6 })).not.toBe(fileFingerprint(file));
    expect(fileFingerprint({ ...file, size: 1001 })).not.toBe(fileFingerprint(file));
  });
});
