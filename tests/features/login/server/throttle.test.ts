import { describe, expect, test } from 'vitest';
import {
  clientKey,
  createThrottle,
  LOGIN_THROTTLE,
} from '../../../../src/features/login/server/throttle.ts';
import { clock } from './clock.ts';

const MINUTE = 60_000;

describe('createThrottle', () => {
  test('without spacing: four failures pass, the fifth blocks for the rest of the window', () => {
    const time = clock();
    const throttle = createThrottle({ limit: 5, windowMs: 15 * MINUTE, now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(throttle.check('203.0.113.7')).toEqual({ blocked: false });
      throttle.fail('203.0.113.7');
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
    const throttle = createThrottle({ limit: 2, windowMs: MINUTE, now: time.now });
    throttle.fail('a');
    throttle.fail('a');
    expect(throttle.check('a').blocked).toBe(true);
    expect(throttle.check('b').blocked).toBe(false);
  });

  test('forgets failures older than the window', () => {
    const time = clock();
    const throttle = createThrottle({ limit: 2, windowMs: MINUTE, now: time.now });
    throttle.fail('a');
    time.advance(MINUTE);
    throttle.fail('a');
    expect(throttle.check('a').blocked).toBe(false);
  });

  test('rounds Retry-After up to whole seconds, never 0', () => {
    const time = clock();
    const throttle = createThrottle({ limit: 1, windowMs: 1500, now: time.now });
    throttle.fail('a');
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 2 });
    time.advance(1499);
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 1 });
  });

  test('forgive takes back one counted attempt', () => {
    const time = clock();
    const throttle = createThrottle({ limit: 2, windowMs: MINUTE, now: time.now });
    throttle.fail('a');
    time.advance(1000);
    const attempt = throttle.fail('a');
    time.advance(1000);
    expect(throttle.check('a').blocked).toBe(true);
    throttle.forgive('a', attempt);
    expect(throttle.check('a').blocked).toBe(false);
    throttle.forgive('a', attempt); // already gone: nothing else is taken back
    throttle.fail('a');
    expect(throttle.check('a').blocked).toBe(true);
  });

  test('keeps memory bounded by forgetting the quietest address first', () => {
    const time = clock();
    const throttle = createThrottle({ limit: 1, windowMs: MINUTE, now: time.now, maxClients: 3 });
    for (const client of ['a', 'b', 'c']) throttle.fail(client);
    throttle.fail('a'); // a failed again: b is now the quietest
    throttle.fail('d');
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

describe('the login throttle', () => {
  test('logins: five free tries, then one turn every 20 seconds, never a lockout', () => {
    const time = clock();
    const throttle = createThrottle({ ...LOGIN_THROTTLE, now: time.now });
    for (let i = 0; i < 5; i++) throttle.fail('a');
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 20 });
    time.advance(19_500);
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 1 });
    time.advance(500);
    expect(throttle.check('a')).toEqual({ blocked: false });
    // a guesser who takes every turn gets three tries a minute
    let tries = 0;
    for (let second = 0; second < 60; second++, time.advance(1000))
      if (!throttle.check('a').blocked) tries += throttle.fail('a') ? 1 : 0;
    expect(tries).toBe(3);
    // fifteen quiet minutes forget the failures: five free tries again
    time.advance(15 * MINUTE);
    for (let i = 0; i < 5; i++)
      expect(throttle.check('a').blocked || !throttle.fail('a')).toBe(false);
  });
});
