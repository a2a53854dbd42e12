/** `npm start` / `npm run serve`: serves dist/ and every function on 127.0.0.1:8888 (PORT overrides). */
import { relative } from 'node:path';
import { config, ConfigError } from '../src/platform/server/config/index.ts';
import { demoBanner } from './local/banner.ts';
import { startLocalServer } from './local/server.ts';

const port = Number(process.env['PORT'] ?? 8888);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env['PORT']}"`);
  process.exit(1);
}
process.env['PORT'] = String(port);

try {
  const settings = config();
  const { url, search } = await startLocalServer({ root: process.cwd(), port });
  void search.warm(); // the index of the storage served, whatever dist/pagefind/ was built from
  console.log(`DCC website running at ${url}`);
  const dir = relative(process.cwd(), settings.dataDir) || settings.dataDir;
  for (const line of demoBanner(settings, `file storage under ${dir}/`)) console.log(line);
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
