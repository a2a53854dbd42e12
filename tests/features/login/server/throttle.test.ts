import { describe, expect, test } from 'vitest';
import { LOGIN_THROTTLE } from '../../../../src/features/login/server/throttle.ts';
import { createRateLimiter } from '../../../../src/platform/server/rate-limit.ts';
import { clock } from '../../../helpers/clock.ts';

const MINUTE = 60_000;

describe('the login throttle', () => {
  test('logins: five free tries, then one turn every 20 seconds, never a lockout', () => {
    const time = clock();
    const throttle = createRateLimiter({ ...LOGIN_THROTTLE, now: time.now });
    for (let i = 0; i < 5; i++) throttle.count('a');
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 20 });
    time.advance(19_500);
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 1 });
    time.advance(500);
    expect(throttle.check('a')).toEqual({ blocked: false });
    // a guesser who takes every turn gets three tries a minute
    let tries = 0;
    for (let second = 0; second < 60; second++, time.advance(1000))
      if (!throttle.check('a').blocked) tries += throttle.count('a') ? 1 : 0;
    expect(tries).toBe(3);
    // fifteen quiet minutes forget the failures: five free tries again
    time.advance(15 * MINUTE);
    for (let i = 0; i < 5; i++)
      expect(throttle.check('a').blocked || !throttle.count('a')).toBe(false);
  });
});
