import { describe, expect, test } from 'vitest';
import {
  cueIndexAt,
  momentOf,
  parseMoment,
  saidAt,
} from '../../../../src/features/sermons/shared/moment.ts';

describe('parseMoment', () => {
  test.each([
    ['83', 83],
    ['83.5', 83.5],
    ['0', 0],
    ['1:23', 83],
    ['01:02:03', 3723],
    [' 12 ', 12],
  ])('reads %j as %d seconds', (value, seconds) => {
    expect(parseMoment(value)).toBe(seconds);
  });

  test.each([null, undefined, '', '-4', 'abc', '1:75', '12s', 'Infinity', '1e3'])(
    'refuses %j',
    (value) => {
      expect(parseMoment(value)).toBeNull();
    },
  );
});

describe('momentOf', () => {
  test('takes #t=N, then ?t=N', () => {
    expect(momentOf('#t=95', '')).toBe(95);
    expect(momentOf('', '?t=1:40')).toBe(100);
    expect(momentOf('#t=5', '?t=9')).toBe(5);
    expect(momentOf('#transcript', '?t=9')).toBe(9);
    expect(momentOf('#transcript', '?q=grace')).toBeNull();
    expect(momentOf('#t=soon', '')).toBeNull();
  });
});

describe('cueIndexAt', () => {
  const starts = [0, 4.2, 9.8, 15];
  test('finds the cue that holds the second', () => {
    expect(cueIndexAt(starts, 0)).toBe(0);
    expect(cueIndexAt(starts, 4)).toBe(1); // the link names the whole second the cue starts in
    expect(cueIndexAt(starts, 9)).toBe(2);
    expect(cueIndexAt(starts, 12)).toBe(2);
    expect(cueIndexAt(starts, 900)).toBe(3);
  });

  test('falls back to the first cue, and to none without cues', () => {
    expect(cueIndexAt([3, 8], 1)).toBe(0);
    expect(cueIndexAt([], 5)).toBe(-1);
  });
});

test('saidAt writes the clock time', () => {
  expect(saidAt(83)).toBe('Said at 1:23');
  expect(saidAt(3723)).toBe('Said at 1:02:03');
});
