import { describe, expect, test } from 'vitest';
import { checkSearchHook } from '../../../tools/doctor/search-checks.ts';

describe('the doctor’s search check', () => {
  test('passes a Netlify build hook', () => {
    const hook = 'https://api.netlify.com/build_hooks/64f0c0ffee0c0ffee0c0ffee';
    expect(checkSearchHook({ searchBuildHook: hook })).toMatchObject({ ok: true });
  });

  test('says what to do when it is not set', () => {
    const found = checkSearchHook({ searchBuildHook: null });
    expect(found).toMatchObject({ subject: 'SEARCH_BUILD_HOOK', ok: false });
    expect(found.detail).toMatch(/not set: search will not find a sermon/);
    expect(found.fix).toMatch(/Build hooks, add a hook .*set SEARCH_BUILD_HOOK to its URL/);
  });

  test('refuses plain http and addresses that are not build hooks', () => {
    for (const hook of [
      'http://api.netlify.com/build_hooks/64f0c0ffee',
      'https://example.org/build_hooks/64f0c0ffee',
      'https://api.netlify.com/hooks/64f0c0ffee',
    ])
      expect(checkSearchHook({ searchBuildHook: hook }), hook).toMatchObject({ ok: false });
  });
});
