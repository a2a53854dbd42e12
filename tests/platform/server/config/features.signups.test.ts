/**
 * The sign-ups' switch, decided once for the build and the functions as the group finder's:
 * PCO_REGISTRATIONS when set; unset, on only in a demo that is not a deployed site's build.
 */
import { describe, expect, test } from 'vitest';
import { signupsOn } from '../../../../src/platform/server/config/features.ts';
import { deps, getConfig, PRODUCTION } from './config-env.ts';

describe('signupsOn', () => {
  test.each([
    ['demo, SITE_URL unset', {}, true],
    [
      'demo, SITE_URL deployed (a production build)',
      { SITE_URL: 'https://www.dogwoodcc.org' },
      false,
    ],
    ['production', PRODUCTION, false],
    ['production, PCO_REGISTRATIONS=true', { ...PRODUCTION, PCO_REGISTRATIONS: 'true' }, true],
    ['demo, PCO_REGISTRATIONS=false', { PCO_REGISTRATIONS: 'false' }, false],
  ])('%s', (_, env, on) => {
    expect(signupsOn(env)).toBe(on);
  });

  test('the functions read the same decision (getConfig)', () => {
    expect(getConfig({}, deps).pco.signups).toBe(true);
    expect(getConfig(PRODUCTION, deps).pco.signups).toBe(false);
    expect(getConfig({ ...PRODUCTION, PCO_REGISTRATIONS: 'true' }, deps).pco.signups).toBe(true);
  });

  test('a value that is not a boolean is refused', () => {
    expect(() => signupsOn({ PCO_REGISTRATIONS: 'sometimes' })).toThrow(/PCO_REGISTRATIONS/);
  });
});
