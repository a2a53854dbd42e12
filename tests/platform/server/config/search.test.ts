/** The search section of the config: SEARCH_BUILD_HOOK for the functions. */
import { describe, expect, test } from 'vitest';
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
