/**
 * The search section of the config: SEARCH_BUILD_HOOK for the functions, and what the index
 * build reads: the public site, never storage or a secret.
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
  test('name the public site and media, never storage or a secret', () => {
    const env = {
      SITE_URL: 'https://www.dcc.example',
      MEDIA_PUBLIC_URL: 'https://cdn.dcc.example/media',
    };
    const settings = getSearchSettings(env);
    expect(settings).toEqual({
      demo: false,
      siteUrl: 'https://www.dcc.example',
      mediaPublicUrl: 'https://cdn.dcc.example/media/',
      timezone: 'America/New_York',
    });
  });

  test('are the demo sermons without SITE_URL, and name every bad variable', () => {
    expect(getSearchSettings({})).toMatchObject({ demo: true, mediaPublicUrl: '/media/' });
    expect(() => getSearchSettings({ SITE_URL: 'www.dcc.example' })).toThrow(/SITE_URL/);
  });
});
