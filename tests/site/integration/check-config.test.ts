/**
 * `npm start` checks the configuration first: a bad variable stops it, an unset Planning Center
 * id is named and turns off only what reads it (docs/operations.md section 3).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { run, SITE, TOKEN } from './operations.ts';

/** A cheap scrypt hash in the stored form (the value of a *_PASSWORD_HASH variable). */
function hash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const PRODUCTION = {
  PCO_APP_ID: TOKEN.appId,
  PCO_SECRET: TOKEN.secret,
  PCO_DIRECTORY_LIST_ID: '1001',
  SITE_URL: SITE,
  SESSION_SECRET: 'ops-test-session-secret-0123456789abcdef',
};

describe('npm start (check-config)', () => {
  test('names each unset id, and goes on: only what reads them is off', async () => {
    const { code, out } = await run('check-config', {
      ...PRODUCTION,
      DIRECTORY_PASSWORD_HASH: hash('a'),
      TEACHER_PASSWORD_HASH: hash('b'),
      PODCAST_PASSWORD_HASH: hash('c'),
    });
    expect(out).not.toContain('Configuration error:');
    expect(code).toBe(0);
    expect(out).toContain(
      'Off until set: PCO_HOUSEHOLD_LEADERS_LIST_ID, PCO_KIDS_SERVICE_TYPE_ID, PCO_KIDS_TEAM_IDS, PCO_WORSHIP_SAMPLES_MEDIA_ID, PCO_CALENDAR_TAG_CHURCH, PCO_CALENDAR_TAG_SPECIAL, PCO_CALENDAR_TAG_YOUTH',
    );
    expect(out).not.toMatch(/PCO_DIRECTORY_LIST_ID[ ,]/);
  });

  test('stops on a missing secret, naming each', async () => {
    const { code, out } = await run('check-config', PRODUCTION);
    expect(code).toBe(1);
    expect(out).toContain('Configuration error:');
    expect(out).toContain('DIRECTORY_PASSWORD_HASH is required once Planning Center');
    expect(out).toContain('PODCAST_PASSWORD_HASH is required once Planning Center');
  });
});
