/** `npm start` checks the configuration first and names every missing variable. */
import { describe, expect, test } from 'vitest';
import { run, SITE, TOKEN } from './operations.ts';

describe('npm start (check-config)', () => {
  test('stops with Planning Center credentials but no ids, naming each missing one', async () => {
    const { code, out } = await run('check-config', {
      PCO_APP_ID: TOKEN.appId,
      PCO_SECRET: TOKEN.secret,
      PCO_DIRECTORY_LIST_ID: '1001',
      SITE_URL: SITE,
      SESSION_SECRET: 'ops-test-session-secret-0123456789abcdef',
    });
    expect(code).toBe(1);
    expect(out).toContain('Configuration error:');
    expect(out).toContain(
      'PCO_HOUSEHOLD_LEADERS_LIST_ID, PCO_KIDS_SERVICE_TYPE_ID, PCO_KIDS_TEAM_IDS, PCO_WORSHIP_SAMPLES_MEDIA_ID, PCO_CALENDAR_TAG_CHURCH, PCO_CALENDAR_TAG_SPECIAL, PCO_CALENDAR_TAG_YOUTH are required once PCO_APP_ID/PCO_SECRET are set',
    );
    expect(out).not.toMatch(/PCO_DIRECTORY_LIST_ID[ ,]/);
  });
});
