/**
 * The local stand-in for Netlify (docs/architecture.md section 2): functions first, then netlify.toml
 * redirects, then static files from dist/ with byte ranges, then dist/404.html. Bodies stream
 * both ways; nothing is buffered whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { toResponse } from '../../src/platform/server/http/errors.ts';
import { createCompressedStatic } from './compression.ts';
import { loadNetlifyRules, type NetlifyRules } from './netlify-rules.ts';
import { sendResponse, toRequest } from './node-http.ts';
import { createRouter, type Router } from './router.ts';
import { invokeScheduled, runSchedules } from './scheduled.ts';
import { config, envSource, resetConfig } from '../../src/platform/server/config/index.ts';
import { createLocalSearch, REBUILD_PATH, type LocalSearch } from './search.ts';
import { adoptOwnAddress, listen } from './listen.ts';
import { decodedPath, guarded, refusedAddress } from './safe-address.ts';

export interface LocalServerOptions {
  root: string;
  /** The port to bind, 0 for a free one (listen.ts); the server's `url` names the port bound. */
  port: number;
  host?: string;
  /**
   * Where publishing asks for a new search index: by default this server's own rebuild endpoint;
   * the integration suites that do not test search give a stand-in for Netlify's build hook.
   */
  buildHook?: string | undefined;
  /**
   * Whether scheduled functions run on their cron schedule (the default, as on Netlify). The
   * integration suites turn it off and run one when they mean to, with
   * `POST /.netlify/functions/{name}`, so no round runs between a test's two looks at storage.
   */
  schedules?: boolean;
}

/** The request handler shared by `npm start` and the `astro dev` middleware. */
export function createRequestHandler(
  router: Router,
  rules: NetlifyRules,
  staticDir: string | null,
) {
  const serveStatic = staticDir
    ? sirv(staticDir, { dev: false, etag: true, extensions: ['html'] })
    : null;
  const serveCompressed = staticDir ? createCompressedStatic(staticDir) : null;
  const notFoundPage =
    staticDir && existsSync(join(staticDir, '404.html'))
      ? readFileSync(join(staticDir, '404.html'))
      : null;

  return async (req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> => {
    if (refusedAddress(req, res)) return;
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      let pathname = new URL(req.url ?? '/', origin).pathname;
      let request = toRequest(req, origin, abort.signal);
      const ip = req.socket.remoteAddress ?? '127.0.0.1';
      let response =
        (await invokeScheduled(router.scheduled, request, ip, req.socket.localPort ?? 0)) ??
        (await router.handle(request, ip));
      if (response) return await sendResponse(res, response);

      const redirect = rules.redirectFor(pathname);
      if (redirect && (redirect.force || !staticExists(staticDir, pathname))) {
        if (redirect.status >= 300 && redirect.status < 400) {
          res.writeHead(redirect.status, { Location: redirect.to }).end();
          return;
        }
        // a rewrite: serve the target (a function or a file) under the original URL
        const target = new URL(redirect.to, origin);
        if (redirect.status === 404) {
          // Netlify answers the target, the site's 404 page, with the rule's status
          for (const [name, value] of Object.entries(rules.headersFor(target.pathname)))
            res.setHeader(name, value);
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(notFoundPage ?? 'Not found');
          return;
        }
        pathname = target.pathname;
        req.url = target.pathname + target.search;
        request = toRequest(req, origin, abort.signal);
        response = await router.handle(request, req.socket.remoteAddress ?? '127.0.0.1');
        if (response) return await sendResponse(res, response);
      }

      // Netlify's default for static files unless a rule says otherwise: always revalidate
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      for (const [name, value] of Object.entries(rules.headersFor(pathname)))
        res.setHeader(name, value);
      const notFound = () => {
        if (next) return next();
        // the 404 page keeps its own policy whatever path it answers (build/headers.ts)
        for (const [name, value] of Object.entries(rules.headersFor('/404')))
          res.setHeader(name, value);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFoundPage ?? 'Not found');
      };
      if (serveCompressed && (await serveCompressed(req, res, pathname))) return;
      if (serveStatic) serveStatic(req, res, notFound);
      else notFound();
    } catch (error) {
      if (!res.headersSent) await sendResponse(res, toResponse(error));
      else res.destroy();
    }
  };
}

function staticExists(staticDir: string | null, pathname: string): boolean {
  if (!staticDir) return false;
  const clean = decodedPath(pathname)?.replace(/\/+$/, '');
  if (clean === undefined) return false;
  return [clean, `${clean}.html`, `${clean}/index.html`].some(
    (p) => p && existsSync(join(staticDir, p)) && !p.endsWith('/'),
  );
}

/**
 * Points the functions' SEARCH_BUILD_HOOK at `hook`, by default this server's own rebuild
 * endpoint (they read it through the config, parsed again), since a Netlify build hook means
 * nothing locally.
 */
function useLocalBuildHook(hook: string): void {
  envSource()['SEARCH_BUILD_HOOK'] = hook;
  resetConfig();
}

/** Starts the local server and resolves once it is listening. */
export async function startLocalServer(
  options: LocalServerOptions,
): Promise<{ server: Server; url: string; router: Router; search: LocalSearch }> {
  const router = await createRouter(join(options.root, 'netlify/functions'));
  const rules = await loadNetlifyRules(join(options.root, 'netlify.toml'), [
    join(options.root, 'dist/_headers'),
  ]);
  const handle = createRequestHandler(router, rules, join(options.root, 'dist'));
  let url = '';
  const search = createLocalSearch({
    root: options.root,
    dataDir: config().dataDir,
    ownUrl: () => url,
    headersFor: (path) => rules.headersFor(path),
  });
  const server = createServer(
    guarded((req, res) =>
      search.handle(req, res).then((done) => (done ? undefined : handle(req, res))),
    ),
  );
  server.requestTimeout = 0; // uploads of sermon audio may take minutes; functions set their own limits
  ({ url } = await listen(server, options.port, options.host));
  adoptOwnAddress(url);
  useLocalBuildHook(options.buildHook ?? url + REBUILD_PATH);
  if (options.schedules !== false) {
    const schedules = runSchedules(router.scheduled, () => url);
    server.once('close', () => schedules.stop());
  }
  return { server, url, router, search };
}
