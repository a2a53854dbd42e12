/**
 * Starts the site in this process on port 0 (a free port the system picks, read back once bound),
 * with an isolated data folder, the way the suite's target says (tests/helpers/target.ts): from
 * the sources as `npm start` serves them, or on Netlify's engine as `npm run preview` serves
 * them (netlify-pool.ts), in demo or production mode.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { envSource, useEnv } from '../../src/platform/server/config/index.ts';
import { startLocalServer } from '../../tools/local/server.ts';
import { startBuildHook, type BuildHook } from './build-hook.ts';
import { productionEnv } from './production-env.ts';
import { adoptOwnAddress, closeServer, OWN_SITE_URL } from '../../tools/local/listen.ts';
import { takeCli } from './netlify-pool.ts';
import { MODE, TARGET } from './target.ts';

export interface TestServer {
  url: string;
  dataDir: string;
  /** What Netlify CLI printed since this server started (empty on the sources). */
  log: () => Promise<string>;
  /** The build hook stand-in's calls so far (0 while the server rebuilds its own index). */
  buildHookCalls(): number;
  close(): Promise<void>;
}

interface StartedSite {
  url: string;
  log: () => Promise<string>;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /**
   * Publishing rebuilds this server's search index and answers once it is in place, as
   * `npm start` does; otherwise it calls a stand-in for Netlify's build hook (build-hook.ts).
   */
  searchRebuild?: boolean;
}

/** The site on Netlify's engine: a running CLI, given this server's variables. */
async function onNetlify(buildHook: string | undefined): Promise<StartedSite> {
  if (!buildHook)
    throw new Error("Netlify's engine rebuilds no search index: test that on the sources");
  const cli = await takeCli((url) => {
    adoptOwnAddress(url); // SITE_URL=OWN_SITE_URL becomes the CLI's address, here and there
    return { ...envSource(), ...(buildHook ? { SEARCH_BUILD_HOOK: buildHook } : {}) };
  });
  return {
    url: cli.url,
    log: cli.log,
    close: () => {
      cli.release();
      return Promise.resolve();
    },
  };
}

async function start(buildHook: string | undefined): Promise<StartedSite> {
  if (TARGET === 'preview') return onNetlify(buildHook);
  const { server, url, search } = await startLocalServer({
    root: process.cwd(),
    port: 0,
    buildHook,
    // scheduled functions run when a test asks (POST /.netlify/functions/{name}), never on the clock
    schedules: false,
  });
  return {
    url,
    log: () => Promise.resolve(''),
    close: async () => {
      await closeServer(server);
      await search.settled(); // a rebuild of the search index writes into the data folder
    },
  };
}

/** Boots the site with env overrides; SITE_URL and DATA_DIR point at this instance. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = env['DATA_DIR'] ?? (await mkdtemp(join(tmpdir(), 'dcc-data-')));
  const modeEnv =
    MODE === 'production' ? await productionEnv(inject('s3'), inject('https'), 'site') : {};
  // the server's variables, handed in: the test process's own stay as they are
  useEnv({
    ...process.env,
    DATA_DIR: dataDir,
    // the server's own address, once it has bound a free port (tools/local/listen.ts)
    SITE_URL: OWN_SITE_URL,
    // the tests sign sessions themselves; function instances keep no demo key of their own
    ...(TARGET === 'preview' ? { SESSION_SECRET: randomBytes(32).toString('base64url') } : {}),
    ...modeEnv,
    ...env,
  });
  const hook: BuildHook | null = options.searchRebuild ? null : await startBuildHook();
  const site = await start(hook?.url);
  return {
    url: site.url,
    dataDir,
    log: site.log,
    buildHookCalls: () => hook?.calls() ?? 0,
    async close() {
      await site.close();
      await hook?.close();
      useEnv(process.env);
      if (!env['DATA_DIR']) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
