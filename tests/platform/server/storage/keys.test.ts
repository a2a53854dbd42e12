import { describe, expect, test } from 'vitest';
import {
  assertKey,
  assertPrefix,
  resolveRange,
} from '../../../../src/platform/server/storage/keys.ts';
import { InvalidKey, RangeNotSatisfiable } from '../../../../src/platform/server/storage/types.ts';

describe('storage keys', () => {
  test.each(['podcast/feed.xml', 'media/2025/a b.mp3', 'x', '.well-known/y', 'a..b/c'])(
    'accepts %j',
    (key) => expect(() => assertKey(key)).not.toThrow(),
  );

  test.each([
    ['', /empty/],
    ['../x', /"\." or "\.\." segment/],
    ['a/./b', /"\." or "\.\." segment/],
    ['/abs', /absolute/],
    ['a\\b', /backslash/],
    ['a\0b', /NUL/],
    ['a\nb', /control character/],
    ['a//b', /empty segment/],
    ['a/', /empty segment/],
    ['k'.repeat(1025), /longer than 1024 bytes/],
  ])('refuses %j with a clear reason', (key, reason) => {
    expect(() => assertKey(key)).toThrow(InvalidKey);
    expect(() => assertKey(key)).toThrow(reason);
  });

  test('takes an empty prefix or one ending in a slash, not a traversal', () => {
    expect(() => assertPrefix('')).not.toThrow();
    expect(() => assertPrefix('media/')).not.toThrow();
    expect(() => assertPrefix('media/ser')).not.toThrow();
    expect(() => assertPrefix('../')).toThrow(InvalidKey);
  });
});

describe('resolveRange', () => {
  test('clamps the end, resolves suffixes and refuses ranges past the end', () => {
    expect(resolveRange({ start: 0, end: 9 }, 100)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 90 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ start: 95, end: 500 }, 100)).toEqual({ start: 95, end: 99 });
    expect(resolveRange({ suffix: 10 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ suffix: 500 }, 100)).toEqual({ start: 0, end: 99 });
    expect(() => resolveRange({ start: 100 }, 100)).toThrow(RangeNotSatisfiable);
    expect(() => resolveRange({ suffix: 0 }, 100)).toThrow(RangeNotSatisfiable);
    expect(() => resolveRange({ start: 0 }, 0)).toThrow(RangeNotSatisfiable);
  });

  test('refuses ranges no request could mean', () => {
    expect(() => resolveRange({ start: -1 }, 100)).toThrow(RangeError);
    expect(() => resolveRange({ start: 5, end: 4 }, 100)).toThrow(RangeError);
    expect(() => resolveRange({ start: 1.5 }, 100)).toThrow(RangeError);
  });
});
