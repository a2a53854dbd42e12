/**
 * Asks for the search index to be rebuilt after a podcast change (docs/architecture.md,
 * "Search"): a POST to SEARCH_BUILD_HOOK, a Netlify build hook whose deploy rebuilds the index
 * (or, locally, the server's own rebuild endpoint). Unset, it is skipped with a message. The
 * change has landed already, so a failed call is logged, never thrown.
 */
import type { Config } from '../../../platform/server/config/types.ts';

/** What the podcast admin may be told when the index was not asked to change. */
export const HOOK_UNSET_MESSAGE =
  'SEARCH_BUILD_HOOK is not set, so search will not show this change until the site is next deployed.';

const TIMEOUT_MS = 60_000;

/** Posts to the build hook; resolves with a sentence for the log when it was not called or failed. */
export async function requestSearchRebuild(
  cfg: Pick<Config, 'searchBuildHook'>,
  post: typeof fetch = fetch,
): Promise<string | null> {
  if (!cfg.searchBuildHook) {
    console.warn(HOOK_UNSET_MESSAGE);
    return HOOK_UNSET_MESSAGE;
  }
  try {
    const response = await post(cfg.searchBuildHook, {
      method: 'POST',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return null;
    throw new Error(`the build hook answered ${response.status}`);
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const message = `Could not ask for the search index to be rebuilt: ${error instanceof Error ? error.message : String(error)}${cause}`;
    console.error(message);
    return message;
  }
}
