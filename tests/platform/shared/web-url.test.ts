import { describe, expect, test } from 'vitest';
import { isWebUrl } from '../../../src/platform/shared/web-url.ts';

describe('isWebUrl', () => {
  test('accepts http(s) only', () => {
    expect(isWebUrl('https://a.org/x')).toBe(true);
    expect(isWebUrl('ftp://a.org/x')).toBe(false);
    expect(isWebUrl('data:text/html,x')).toBe(false);
  });
});
