/**
 * The doctor's look at search (docs/operations.md section 5, "Search"): publishing calls SEARCH_BUILD_HOOK
 * so the next deploy rebuilds the index; unset, search misses every change until a deploy.
 */
import type { Config } from '../../src/platform/server/config/index.ts';
import { fail, pass, type Finding } from './report.ts';

const HOOK_FORM = /^https:\/\/api\.netlify\.com\/build_hooks\/[A-Za-z0-9]+$/;
const MAKE_ONE =
  'In Netlify\'s Site configuration > Build & deploy > Build hooks, add a hook (branch main), then set SEARCH_BUILD_HOOK to its URL, scoped to Functions (docs/operations.md section 5, "Search").';

/** Whether publishing can ask Netlify for the deploy that rebuilds the search index. */
export function checkSearchHook(config: Pick<Config, 'searchBuildHook'>): Finding {
  const hook = config.searchBuildHook;
  if (!hook)
    return fail(
      'SEARCH_BUILD_HOOK',
      'not set: search will not find a sermon published, edited or removed until the next deploy',
      MAKE_ONE,
    );
  if (!hook.startsWith('https://'))
    return fail('SEARCH_BUILD_HOOK', `${hook} is not https`, MAKE_ONE);
  if (!HOOK_FORM.test(hook))
    return fail(
      'SEARCH_BUILD_HOOK',
      `${hook} is not a Netlify build hook (https://api.netlify.com/build_hooks/<id>)`,
      MAKE_ONE,
    );
  return pass('SEARCH_BUILD_HOOK', 'a Netlify build hook: publishing rebuilds the search index');
}
