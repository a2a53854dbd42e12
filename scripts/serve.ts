/** `npm start` / `npm run serve`: serves dist/ and every function on 127.0.0.1:8888 (PORT overrides). */
import { relative } from 'node:path';
import { config, ConfigError, DEMO_PASSWORDS } from '../src/server/config.ts';
import { startLocalServer } from '../src/server/local/server.ts';

const port = Number(process.env['PORT'] ?? 8888);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env['PORT']}"`);
  process.exit(1);
}
process.env['PORT'] = String(port);

try {
  const settings = config();
  const { url } = await startLocalServer({ root: process.cwd(), port });
  console.log(`DCC website running at ${url}`);
  if (settings.demo) {
    const dir = relative(process.cwd(), settings.dataDir) || settings.dataDir;
    console.log(`Demo mode: Planning Center emulator and file storage under ${dir}/`);
    console.log(`  directory password:       ${DEMO_PASSWORDS.directory}`);
    console.log(`  teacher portal password:  ${DEMO_PASSWORDS.dccyouth}`);
    console.log(`  podcast admin password:   ${DEMO_PASSWORDS.podcastadmin}`);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
