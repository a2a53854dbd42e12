/**
 * The CDN's minute (caching.ts, publicMinuteHeaders): an answer kept as long as what it was made
 * from stays fresh, a minute at most and a second at least, never keyed by the query.
 */
import { describe, expect, test } from 'vitest';
import { publicMinuteHeaders } from '../../../../src/platform/server/http/caching.ts';

const kept = (seconds?: number) =>
  /s-maxage=(\d+)/.exec(publicMinuteHeaders(seconds)['Netlify-CDN-Cache-Control']!)?.[1];

describe('publicMinuteHeaders', () => {
  test('a minute by default, whatever the query, browsers asking each time', () => {
    const headers = publicMinuteHeaders();
    expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
    expect(headers['Netlify-Vary']).toBe('query=none');
  });

  test('what is left of a fresh copy, rounded up, between one second and a minute', () => {
    expect(kept(12.2)).toBe('13');
    expect(kept(0.1)).toBe('1');
    expect(kept(-5)).toBe('1');
    expect(kept(600)).toBe('60');
    expect(kept(Number.NaN)).toBe('60');
  });
});
