/**
 * `npm run cms`: the built site as `npm start` serves it, plus Decap's local backend, so /admin/
 * edits the files of this working tree (GIT_REPO_DIRECTORY names another folder); PORT=0 takes a
 * free port and prints it. Rebuild, or run `npm run dev` beside it, to see a saved change on the
 * pages.
 */
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { proxyLocalBackend, startLocalBackend } from './cms/local-backend.ts';
import { config, ConfigError } from '../src/platform/server/config/index.ts';
import { loadNetlifyRules } from './local/netlify-rules.ts';
import { createRouter } from './local/router.ts';
import { createRequestHandler } from './local/server.ts';
import { adoptOwnAddress, listen } from './local/listen.ts';

const port = Number(process.env['PORT'] ?? 8888);
const repo = resolve(process.env['GIT_REPO_DIRECTORY'] ?? process.cwd());
try {
  config();
  const backend = await startLocalBackend(repo);
  const root = process.cwd();
  const handle = createRequestHandler(
    await createRouter(join(root, 'netlify/functions')),
    await loadNetlifyRules(join(root, 'netlify.toml'), [join(root, 'dist/_headers')]),
    join(root, 'dist'),
  );
  let bound = port;
  const server = createServer((req, res) => {
    if (!proxyLocalBackend(backend, bound, req, res)) void handle(req, res);
  });
  const own = await listen(server, port);
  bound = own.port;
  adoptOwnAddress(own.url);
  console.log(`DCC website running at ${own.url}`);
  console.log(`Content editor (CMS) at ${own.url}/admin/ saves into ${repo}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void backend.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
