/**
 * `npm run preview`'s server: the same static files, netlify.toml headers and redirects as
 * `npm start`, but every function runs from the bundle Netlify's bundler made, in an instance
 * of its own (function-pool.ts), routed by the bundler's manifest as Netlify routes it.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { loadNetlifyRules } from '../local/netlify-rules.ts';
import { routerFrom } from '../local/router.ts';
import { runSchedules } from '../local/scheduled.ts';
import { createRequestHandler } from '../local/server.ts';
import { createLocalSearch, REBUILD_PATH, type LocalSearch } from '../local/search.ts';
import { adoptOwnAddress, listen } from '../local/listen.ts';
import { guarded } from '../local/safe-address.ts';
import { config, envSource } from '../../src/platform/server/config/index.ts';
import { bundlesFolder, readBundles } from './bundle.ts';
import { createFunctionPool, type FunctionPool } from './function-pool.ts';
import { platformEnv } from './platform.ts';

export interface PreviewOptions {
  /** The checkout: dist/ and netlify.toml are read from here. */
  root: string;
  /** The folder outside the checkout holding the bundles (see previewFolder). */
  previewDir: string;
  /** The port to bind, 0 for a free one (../local/listen.ts). */
  port: number;
  host?: string;
  /** Where publishing asks for a new search index (../local/server.ts, LocalServerOptions). */
  buildHook?: string | undefined;
  /** Whether scheduled functions run on their schedule (../local/server.ts, LocalServerOptions). */
  schedules?: boolean;
}

export interface Preview {
  url: string;
  server: Server;
  pool: FunctionPool;
  /** The variables every function instance gets from the platform. */
  platformEnv: Record<string, string>;
  /** The search index, rebuilt from the served storage (../local/search.ts). */
  search: LocalSearch;
  close(): Promise<void>;
}

const hostFile = (previewDir: string) => join(previewDir, 'function-host.mjs');

/** Bundles the function host into the preview folder, so it runs with nothing but Node. */
export async function buildFunctionHost(previewDir: string): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('./function-host.ts', import.meta.url))],
    outfile: hostFile(previewDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
}

/** Environment a function instance inherits from the preview's own (minus Node's options). */
function inherited(): Record<string, string | undefined> {
  const env = { ...envSource() };
  delete env['NODE_OPTIONS'];
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
  return env;
}

/** Starts the preview; the bundles and host must have been built into `previewDir`. */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const functions = await readBundles(bundlesFolder(options.previewDir));
  const deploy = randomUUID().slice(0, 8);
  const instancesDir = join(options.previewDir, `instances-${deploy}`);
  const server = createServer();
  const { url } = await listen(server, options.port, options.host);
  adoptOwnAddress(url); // before the platform's variables and any instance read SITE_URL
  const platform = platformEnv(envSource()['SITE_URL'] ?? url);
  const pool = createFunctionPool({
    functions,
    hostFile: hostFile(options.previewDir),
    tmpRoot: instancesDir,
    // a variable the caller sets stands in for what Netlify would set (tests play a deploy preview)
    // publishing asks this host to rebuild the search index, as a Netlify build hook would
    env: () => ({
      ...platform,
      ...inherited(),
      SEARCH_BUILD_HOOK: options.buildHook ?? url + REBUILD_PATH,
    }),
  });
  const router = routerFrom(
    functions.map((fn) => ({
      name: fn.name,
      paths: fn.routes.map((route) => route.pattern),
      methods: [...new Set(fn.routes.flatMap((route) => route.methods ?? []))],
      handler: (req, context) => pool.invoke(fn.name, req, context),
      schedule: fn.schedule,
    })),
  );
  const rules = await loadNetlifyRules(join(options.root, 'netlify.toml'), [
    join(options.root, 'dist/_headers'),
  ]);
  const handle = createRequestHandler(router, rules, join(options.root, 'dist'));
  const search = createLocalSearch({
    root: options.root,
    dataDir: config().dataDir,
    ownUrl: () => url,
    headersFor: (path) => rules.headersFor(path),
  });
  server.on(
    'request',
    guarded((req, res) =>
      search.handle(req, res).then((done) => (done ? undefined : handle(req, res))),
    ),
  );
  server.requestTimeout = 0;
  if (options.schedules !== false) {
    const schedules = runSchedules(router.scheduled, () => url);
    server.once('close', () => schedules.stop());
  }
  return {
    url,
    server,
    pool,
    platformEnv: platform,
    search,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await search.settled();
      await pool.stop();
      await rm(instancesDir, { recursive: true, force: true });
    },
  };
}
