/**
 * POST /login against guessing: the throttle per address and area (an IPv6 /64 is one address;
 * past five failures one turn every 20 s), Netlify's rate
 * limit, and the demo passwords refused once real data is configured.
 */
import { describe, expect, test, vi } from 'vitest';
import { config as loginConfig } from '../../../../netlify/functions/login.mts';
import { hashPassword } from '../../../../src/platform/server/auth/password.ts';
import { demoIdVariables } from '../../../../src/platform/server/config/index.ts';
import { demoEnv, freshIp, logIn, useDemoEnv } from './auth.ts';

useDemoEnv();

describe('POST /login', () => {
  test('past 5 failures, 429 with Retry-After until the turn, for that area only', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await logIn('podcastadmin', `guess-${i}`, ip)).response.status).toBe(401);
    const { response } = await logIn('podcastadmin', 'demo-podcast', ip); // too early, even so
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(15);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(20);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Too many failed logins to this area from your address\. Please try again in \d+ seconds\.$/,
    );
    // the other areas from the same address are not slowed at all
    expect((await logIn('directory', 'demo-directory', ip)).response.status).toBe(200);
    expect((await logIn('podcastadmin', 'demo-podcast', freshIp())).response.status).toBe(200);
  });

  test('lets only 5 of 20 parallel guesses through to the password check', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn('podcastadmin', `parallel-${i}`, ip)),
    );
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  test('a successful login does not count against the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await logIn('directory', 'wrong', ip);
    for (let i = 0; i < 3; i++)
      expect((await logIn('directory', 'demo-directory', ip)).response.status).toBe(200);
    expect((await logIn('directory', 'wrong', ip)).response.status).toBe(401);
    expect((await logIn('directory', 'demo-directory', ip)).response.status).toBe(429);
  });

  test('counts a whole IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 5; i++) {
      const { response } = await logIn('directory', 'wrong', `2001:db8:77:1::${i.toString(16)}`);
      expect(response.status).toBe(401);
    }
    expect((await logIn('directory', 'wrong', '2001:db8:77:1:ffff::9')).response.status).toBe(429);
    expect((await logIn('directory', 'wrong', '2001:db8:77:2::1')).response.status).toBe(401);
  });

  test('declares Netlify’s rate limit for production', () => {
    expect(loginConfig.rateLimit).toMatchObject({ aggregateBy: ['ip', 'domain'] });
    expect(loginConfig.method).toEqual(['GET', 'POST']);
  });

  test('refuses the demo passwords once real data is configured', async () => {
    const hash = await hashPassword('demo-directory'); // an operator hashed the demo password
    demoEnv({
      PCO_APP_ID: 'app',
      PCO_SECRET: 'secret',
      ...demoIdVariables(),
      SESSION_SECRET: 'p'.repeat(40),
      DIRECTORY_PASSWORD_HASH: hash,
      TEACHER_PASSWORD_HASH: await hashPassword('a real teacher password'),
      PODCAST_PASSWORD_HASH: hash,
    });
    expect((await logIn('directory', 'demo-directory')).response.status).toBe(401);
    expect((await logIn('dccyouth', 'demo-teacher')).response.status).toBe(401);
    expect((await logIn('dccyouth', 'a real teacher password')).response.status).toBe(200);
  });
});

describe('POST /login from a crowded room', () => {
  test('a crowd behind one address, one guesser among them: members get in within 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const ip = freshIp();
      const guess = async () => (await logIn('directory', 'guess', ip)).response;
      for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401);
      for (const member of [1, 2, 3]) {
        let answer = (await logIn('directory', 'demo-directory', ip)).response;
        if (answer.status === 429) {
          // whole seconds, never missing: Number(null) would be 0 and pass the bound below
          expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
          const seconds = Number(answer.headers.get('retry-after'));
          expect(seconds).toBeLessThanOrEqual(20);
          vi.advanceTimersByTime(seconds * 1000);
          answer = (await logIn('directory', 'demo-directory', ip)).response;
        }
        expect(answer.status, `member ${member}`).toBe(200);
        // the guesser keeps at it: one guess per turn, and the turn after it waits
        expect((await guess()).status).toBe(401);
        expect((await guess()).status).toBe(429);
      }
      // the guesser alone: a turn every 20 s, three tries a minute
      let tries = 0;
      for (let second = 0; second < 60; second++) {
        if ((await guess()).status === 401) tries++;
        vi.advanceTimersByTime(1000);
      }
      expect(tries).toBeLessThanOrEqual(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
