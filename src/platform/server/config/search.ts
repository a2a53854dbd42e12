/**
 * The search section of the config (docs/architecture.md section 9): the Netlify build hook that
 * publishing calls so the next deploy rebuilds the index. What the index build itself reads is
 * src/features/search/build/settings.ts.
 */
import * as read from './env.ts';
import { text } from './env.ts';
import type { Env } from './types.ts';

/** The build hook's URL (SEARCH_BUILD_HOOK), or null when publishing should not call one. */
export function searchBuildHook(env: Env): string | null {
  return text(env, 'SEARCH_BUILD_HOOK') ? read.absoluteUrl(env, 'SEARCH_BUILD_HOOK', '') : null;
}
