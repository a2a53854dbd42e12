/**
 * `npm run cms`: the built site as `npm start` serves it, plus Decap's local backend, so /admin/
 * edits the files of this working tree (GIT_REPO_DIRECTORY names another folder); PORT=0 takes a
 * free port and prints it. Rebuild, or run `npm run dev` beside it, to see a saved change on the
 * pages.
 */
import { resolve } from 'node:path';
import { startCmsServer } from './cms/server.ts';
import { config, ConfigError } from '../src/platform/server/config/index.ts';

const port = Number(process.env['PORT'] ?? 8888);
const repo = resolve(process.env['GIT_REPO_DIRECTORY'] ?? process.cwd());
try {
  config();
  const cms = await startCmsServer(process.cwd(), repo, port);
  console.log(`DCC website running at ${cms.url}`);
  console.log(`Content editor (CMS) at ${cms.url}/admin/ saves into ${repo}`);
  const stop = () => void cms.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
