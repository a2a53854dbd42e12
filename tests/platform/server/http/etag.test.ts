import { describe, expect, test } from 'vitest';
import { notModified } from '../../../../src/platform/server/http/etag.ts';

const get = (header?: string) =>
  new Request('http://127.0.0.1/x', header ? { headers: { 'if-none-match': header } } : {});

describe('notModified', () => {
  test('returns true when If-None-Match lists the tag, weak or strong, or is *', () => {
    expect(notModified(get('"a", "b"'), '"b"')).toBe(true);
    expect(notModified(get('W/"b"'), '"b"')).toBe(true);
    expect(notModified(get('*'), '"b"')).toBe(true);
  });
  test('returns false without the header or for another tag', () => {
    expect(notModified(get(), '"b"')).toBe(false);
    expect(notModified(get('"a"'), '"b"')).toBe(false);
  });
});
