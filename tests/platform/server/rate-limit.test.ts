import { describe, expect, test } from 'vitest';
import { clientKey, createRateLimiter } from '../../../src/platform/server/rate-limit.ts';
import { clock } from '../../helpers/clock.ts';

const MINUTE = 60_000;

describe('createRateLimiter: take', () => {
  test('take counts an attempt only when it is let through, and says how many the window holds', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    expect(limiter.take('a')).toEqual({ blocked: false, inWindow: 1 });
    expect(limiter.take('a')).toEqual({ blocked: false, inWindow: 2 });
    expect(limiter.take('a')).toEqual({ blocked: true, retryAfterSeconds: 60, inWindow: 3 });
    time.advance(MINUTE);
    expect(limiter.take('a')).toEqual({ blocked: false, inWindow: 1 });
  });
});

describe('createRateLimiter', () => {
  test('without spacing: four failures pass, the fifth blocks for the rest of the window', () => {
    const time = clock();
    const throttle = createRateLimiter({ limit: 5, windowMs: 15 * MINUTE, now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(throttle.check('203.0.113.7')).toEqual({ blocked: false });
      throttle.count('203.0.113.7');
      time.advance(MINUTE);
    }
    // first failure at t=0, now t=5min: the window reopens at t=15min
    expect(throttle.check('203.0.113.7')).toEqual({ blocked: true, retryAfterSeconds: 600 });
    time.advance(10 * MINUTE - 1000);
    expect(throttle.check('203.0.113.7')).toEqual({ blocked: true, retryAfterSeconds: 1 });
    time.advance(1000);
    expect(throttle.check('203.0.113.7')).toEqual({ blocked: false });
  });

  test('counts each address on its own', () => {
    const time = clock();
    const throttle = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    throttle.count('a');
    throttle.count('a');
    expect(throttle.check('a').blocked).toBe(true);
    expect(throttle.check('b').blocked).toBe(false);
  });

  test('forgets failures older than the window', () => {
    const time = clock();
    const throttle = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    throttle.count('a');
    time.advance(MINUTE);
    throttle.count('a');
    expect(throttle.check('a').blocked).toBe(false);
  });

  test('rounds Retry-After up to whole seconds, never 0', () => {
    const time = clock();
    const throttle = createRateLimiter({ limit: 1, windowMs: 1500, now: time.now });
    throttle.count('a');
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 2 });
    time.advance(1499);
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 1 });
  });

  test('forgive takes back one counted attempt', () => {
    const time = clock();
    const throttle = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    throttle.count('a');
    time.advance(1000);
    const attempt = throttle.count('a');
    time.advance(1000);
    expect(throttle.check('a').blocked).toBe(true);
    throttle.forgive('a', attempt);
    expect(throttle.check('a').blocked).toBe(false);
    throttle.forgive('a', attempt); // already gone: nothing else is taken back
    throttle.count('a');
    expect(throttle.check('a').blocked).toBe(true);
  });

  test('keeps memory bounded by forgetting the quietest address first', () => {
    const time = clock();
    const throttle = createRateLimiter({ limit: 1, windowMs: MINUTE, now: time.now, maxKeys: 3 });
    for (const client of ['a', 'b', 'c']) throttle.count(client);
    throttle.count('a'); // a failed again: b is now the quietest
    throttle.count('d');
    expect(throttle.check('b').blocked).toBe(false);
    expect(['a', 'c', 'd'].map((client) => throttle.check(client).blocked)).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('clientKey', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
