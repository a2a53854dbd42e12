/**
 * The group finder's switch, decided once for the build and the functions: every mode, with
 * SITE_URL unset, local or deployed, and each PCO_GROUPS value.
 */
import { describe, expect, test } from 'vitest';
import { groupFinderOn } from '../../../../src/platform/server/config/features.ts';
import { PRODUCTION } from './config-env.ts';

const DEPLOYED = 'https://www.dogwoodcc.org';
const LOCAL = 'http://127.0.0.1:8888';
/** What a production build on Netlify sees: no Planning Center or S3 variable (Functions only). */
const PRODUCTION_BUILD = { SITE_URL: DEPLOYED };

describe('groupFinderOn', () => {
  test.each([
    ['demo, SITE_URL unset', {}, true],
    ['demo, SITE_URL on this machine', { SITE_URL: LOCAL }, true],
    ['demo, SITE_URL on localhost', { SITE_URL: 'http://localhost:4321' }, true],
    ['demo, SITE_URL deployed (a production build)', PRODUCTION_BUILD, false],
    ['production, SITE_URL unset', { PCO_APP_ID: 'a', PCO_SECRET: 's' }, false],
    ['production, SITE_URL deployed', PRODUCTION, false],
    ['S3 without Planning Center', { S3_BUCKET: 'b', SITE_URL: LOCAL }, false],
  ])('PCO_GROUPS unset: %s', (_, env, on) => {
    expect(groupFinderOn(env)).toBe(on);
  });

  const everyMode = [
    ['demo, SITE_URL unset', {}],
    ['demo, SITE_URL on this machine', { SITE_URL: LOCAL }],
    ['demo, SITE_URL deployed', PRODUCTION_BUILD],
    ['production, SITE_URL unset', { PCO_APP_ID: 'a', PCO_SECRET: 's' }],
    ['production, SITE_URL deployed', PRODUCTION],
  ] as const;
  test.each(everyMode)('PCO_GROUPS=true turns it on: %s', (_, env) => {
    expect(groupFinderOn({ ...env, PCO_GROUPS: 'true' })).toBe(true);
  });
  test.each(everyMode)('PCO_GROUPS=false turns it off: %s', (_, env) => {
    expect(groupFinderOn({ ...env, PCO_GROUPS: 'false' })).toBe(false);
  });
});
