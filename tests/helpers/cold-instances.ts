/**
 * Every function instance of a test server cold again, its storage as it was: on Netlify's
 * engine every request is a fresh instance already (netlify-pool.ts); on the sources, which run
 * in the test's process, the site's parts are made anew, as a fresh instance makes them.
 */
import { serverDeps } from '../../src/app/composition.ts';
import { resetConfig } from '../../src/platform/server/config/index.ts';
import { TARGET } from './target.ts';

/** Makes every instance of `server` cold (see above). */
export function coldInstances(): void {
  if (TARGET === 'preview') return;
  // a new config makes new storage, and with it an empty memory of kept answers
  resetConfig();
  serverDeps().pco.clearCache();
}
