/** Starts the local server in this process on a free port, with an isolated data folder. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfig } from '../../src/server/config.ts';
import { startLocalServer } from '../../src/server/local/server.ts';
import { freePort } from './spawn-server.ts';

export interface TestServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Boots the site with env overrides; SITE_URL and DATA_DIR point at this instance. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env['DATA_DIR'] ?? (await mkdtemp(join(tmpdir(), 'dcc-data-')));
  const port = await freePort();
  const previous = { ...process.env };
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, ...env });
  resetConfig();
  const { server, url } = await startLocalServer({ root: process.cwd(), port });
  return {
    url,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      process.env = previous;
      resetConfig();
      if (!env['DATA_DIR']) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
