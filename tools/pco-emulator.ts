/**
 * `npm run pco-emulator`: the demo congregation on its own port (PORT, default 8899), asking
 * for the personal access token in PCO_APP_ID and PCO_SECRET when they are set, so the site can
 * be tried in production mode without Planning Center: point PCO_BASE_URL at it.
 */
import { demoIdVariables } from '../src/platform/server/config/index.ts';
import { startEmulatorServer } from './local/emulator-server.ts';

const port = Number(process.env['PORT'] ?? 8899);
const appId = process.env['PCO_APP_ID'];
const secret = process.env['PCO_SECRET'];
const server = await startEmulatorServer(port, {
  ...(appId && secret ? { credentials: { appId, secret } } : {}),
});
console.log(`Planning Center emulator at ${server.url}`);
console.log(`  PCO_BASE_URL=${server.url}`);
console.log(
  appId && secret
    ? '  it requires the PCO_APP_ID and PCO_SECRET it was started with'
    : '  it asks for no credentials (start it with PCO_APP_ID and PCO_SECRET to require them)',
);
// with credentials the site needs every id set: these are the ones the emulator serves
for (const [name, value] of Object.entries(demoIdVariables())) console.log(`  ${name}=${value}`);
