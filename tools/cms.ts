/**
 * `npm run cms`: the built site as `npm start` serves it, plus Decap's local backend, so /admin/
 * edits the files of this working tree (GIT_REPO_DIRECTORY names another folder). Rebuild, or
 * run `npm run dev` beside it, to see a saved change on the pages.
 */
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { proxyLocalBackend, startLocalBackend } from './cms/local-backend.ts';
import { config, ConfigError } from '../src/platform/server/config/index.ts';
import { loadNetlifyRules } from './local/netlify-rules.ts';
import { createRouter } from './local/router.ts';
import { createRequestHandler } from './local/server.ts';

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
  const server = createServer((req, res) => {
    if (!proxyLocalBackend(backend, port, req, res)) void handle(req, res);
  });
  server.listen(port, '127.0.0.1', () => {
    const url = `http://127.0.0.1:${port}`;
    console.log(`DCC website running at ${url}`);
    console.log(`Content editor (CMS) at ${url}/admin/ saves into ${repo}`);
  });
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
