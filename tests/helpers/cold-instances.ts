/**
 * Every function instance of a test server cold again, its storage as it was: on the bundles
 * the preview stops them (tests/helpers/server.ts); on the sources, which run in the test's
 * process, the site's parts are made anew, as a fresh instance makes them.
 */
import { serverDeps } from '../../src/app/composition.ts';
import { resetConfig } from '../../src/platform/server/config/index.ts';
import type { TestServer } from './server.ts';

/** Makes every instance of `server` cold (see above). */
export async function coldInstances(server: TestServer): Promise<void> {
  if (server.preview) return server.preview.pool.stop();
  // a new config makes new storage, and with it an empty memory of kept answers
  resetConfig();
  serverDeps().pco.clearCache();
}
