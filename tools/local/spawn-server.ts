/** Runs `node tools/serve.ts` (what `npm start` runs after the build) as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpawnedServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server script (`tools/serve.ts`, what `npm start` runs after the build, unless
 * told otherwise) and resolves once it prints its URL.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  script: string[] = ['tools/serve.ts'],
): Promise<SpawnedServer> {
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  const dataDir = env['DATA_DIR'] ?? (await mkdtemp(join(tmpdir(), 'dcc-e2e-')));
  const child = spawn(process.execPath, ['--experimental-strip-types', ...script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env['DATA_DIR']) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
