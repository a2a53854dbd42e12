/** PCO_GROUPS as getConfig reads it: the decision the build makes too (features.ts). */
import { describe, expect, test } from 'vitest';
import { deps, getConfig, problems, PRODUCTION } from './config-env.ts';

/** What a production build on Netlify sees: no Planning Center or S3 variable (Functions only). */
const PRODUCTION_BUILD = { SITE_URL: 'https://www.dogwoodcc.org' };

describe('PCO_GROUPS in the config', () => {
  test('the functions read the same decision as the build', () => {
    expect(getConfig({}, deps).pco.groups).toBe(true);
    expect(getConfig({ PCO_GROUPS: 'false' }, deps).pco.groups).toBe(false);
    // a demo deploy whose SITE_URL is public: the build hides the finder, so the functions do too
    expect(getConfig(PRODUCTION_BUILD, deps).pco.groups).toBe(false);
    expect(getConfig(PRODUCTION, deps).pco.groups).toBe(false);
    expect(getConfig({ ...PRODUCTION, PCO_GROUPS: 'true' }, deps).pco.groups).toBe(true);
  });
  test('names a value that is neither true nor false', () => {
    expect(problems({ ...PRODUCTION, PCO_GROUPS: 'sometimes' })).toEqual([
      'PCO_GROUPS must be true or false, got "sometimes"',
    ]);
  });
});
