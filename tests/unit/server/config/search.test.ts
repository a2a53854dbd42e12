/**
 * The search section of the config: SEARCH_BUILD_HOOK for the functions, and what the index
 * build reads without the functions' secrets.
 */
import { describe, expect, test } from 'vitest';
import { getSearchSettings } from '../../../../src/server/config/index.ts';
import { deps, getConfig, problems, PRODUCTION } from './config-env.ts';

const HOOK = 'https://api.netlify.com/build_hooks/5f0c0ffee0c0ffee0c0ffee0';

describe('SEARCH_BUILD_HOOK', () => {
  test('is the hook publishing calls, or null when unset', () => {
    expect(getConfig({ ...PRODUCTION, SEARCH_BUILD_HOOK: HOOK }, deps).searchBuildHook).toBe(HOOK);
    expect(getConfig(PRODUCTION, deps).searchBuildHook).toBeNull();
    expect(getConfig({}, deps).searchBuildHook).toBeNull();
  });

  test('must be a web address', () => {
    expect(problems({ ...PRODUCTION, SEARCH_BUILD_HOOK: 'build_hooks/5f0c' })).toEqual([
      expect.stringMatching(/^SEARCH_BUILD_HOOK must be/),
    ]);
  });
});

describe("the index build's settings", () => {
  test('need only the storage and the site, never the secrets', () => {
    const env = {
      S3_BUCKET: 'dcc-media',
      S3_REGION: 'us-east-2',
      SITE_URL: 'https://www.dcc.example',
      MEDIA_PUBLIC_URL: 'https://cdn.dcc.example/media',
    };
    expect(getSearchSettings(env, '/srv/site/.data')).toMatchObject({
      demo: false,
      storage: { kind: 's3', bucket: 'dcc-media', region: 'us-east-2' },
      siteUrl: 'https://www.dcc.example',
      mediaPublicUrl: 'https://cdn.dcc.example/media/',
      timezone: 'America/New_York',
    });
  });

  test('are file storage in demo mode, and name every bad variable', () => {
    expect(getSearchSettings({}, '/d')).toMatchObject({ demo: true, storage: { kind: 'fs' } });
    expect(() => getSearchSettings({ S3_BUCKET: 'dcc-media' }, '/d')).toThrow(/SITE_URL/);
  });
});
