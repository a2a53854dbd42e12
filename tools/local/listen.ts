/**
 * The one way a local server (the site's, the preview's, the content editor's, a test's stand-in)
 * takes its port: it binds the port asked for, 0 for any free one the system picks, and reads the
 * bound port back, so no other process can take the port between choosing it and binding it
 * (https://nodejs.org/api/net.html#serverlisten); closeServer is the one way it stops. A child process reports the address it bound
 * on its first line of output, `... running at http://127.0.0.1:PORT` (spawn-server.ts).
 */
import { createServer, type Server } from 'node:net';
import { envSource, resetConfig } from '../../src/platform/server/config/index.ts';

/**
 * The SITE_URL that stands for "this server's own address, whatever port it binds": a test or
 * tool that starts a server on port 0 cannot know its URL before, yet the functions need it.
 */
export const OWN_SITE_URL = 'http://127.0.0.1:0';

/** Binds `server` to `port` on `host` (port 0: a free one) and resolves with its address. */
export async function listen(
  server: Server,
  port = 0,
  host = '127.0.0.1',
): Promise<{ url: string; port: number }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${bound}`, port: bound };
}

/**
 * Closes `server` at once: an HTTP server's connections, idle keep-alive ones included, are
 * closed with it, so a suite or tool that stops its server does not wait on a client's socket.
 */
export function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function')
    (server.closeAllConnections as () => void).call(server);
  return closed;
}

/**
 * Once a server of the site has bound its port, the process's variables (envSource: process.env,
 * or a test's) name the port it got: PORT=0 becomes the bound port (the demo's default SITE_URL
 * follows it) and SITE_URL=OWN_SITE_URL the bound address. Then the config is parsed again on
 * its next read.
 */
export function adoptOwnAddress(url: string): void {
  const env = envSource();
  if (env['PORT'] === '0') env['PORT'] = new URL(url).port;
  if (env['SITE_URL'] === OWN_SITE_URL) env['SITE_URL'] = url;
  resetConfig();
}

/**
 * A port that is free now, for a daemon that must be told its port before it starts and cannot
 * report one it picked (Ceph's radosgw and monitors, tools/ceph-s3.sh). Another process may take
 * it before the daemon binds it, so its caller starts the daemon again on new ports when that
 * happens (startCeph, tests/helpers/s3.ts). Every server of this project's own binds port 0 with listen() instead.
 */
export async function portForDaemon(): Promise<number> {
  const server = createServer();
  const { port } = await listen(server);
  await closeServer(server);
  return port;
}
