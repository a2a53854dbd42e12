/**
 * Runs a server script of the site (`node tools/serve.ts`, what `npm start` runs after the build,
 * or `tools/preview.ts`, `tools/cms.ts`) as a child process on port 0: the child binds a free
 * port and reports the address it bound (listen.ts), so no port is chosen before it is bound.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OWN_SITE_URL } from './listen.ts';

export interface SpawnedServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** The script and its arguments; `tools/serve.ts` unless told otherwise. */
  script?: string[];
  /** The folder it runs in; this process's by default. */
  cwd?: string;
  /**
   * The variables it must not inherit from this process, for a site that has none of them (a
   * bare Netlify site): then it gets no DATA_DIR (dataDir is '') and no SITE_URL either.
   */
  unset?: RegExp;
}

/** How much of a server's later output is kept, to show if it stops on its own. */
const OUTPUT_KEPT = 20_000;

/** What every server script prints once it listens: `... running at http://127.0.0.1:PORT`. */
const RUNNING_AT = /running at (http:\/\/[^\s/]+)/;

/**
 * Resolves with the address the child reports, or fails with its output if it exits first. The
 * preview's Netlify CLI loads its functions before it listens: on a loaded runner, a minute or more.
 */
export function reportedUrl(child: ChildProcess, timeoutMs = 180_000): Promise<string> {
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      timeoutMs,
    );
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    };
    const onStderr = (chunk: Buffer) => (output += chunk.toString());
    const onStdout = (chunk: Buffer) => {
      output += chunk.toString();
      const url = RUNNING_AT.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout?.off('data', onStdout);
      child.stderr?.off('data', onStderr);
      resolve(url);
    };
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', onStderr);
    child.once('exit', onExit);
  });
}

/**
 * Starts a server script on port 0, with SITE_URL its own address unless `env` names one, and
 * resolves once it reports the address it bound.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<SpawnedServer> {
  const { unset } = options;
  const dataDir = env['DATA_DIR'] ?? (unset ? '' : await mkdtemp(join(tmpdir(), 'dcc-e2e-')));
  const inherited = Object.entries(process.env).filter(([name]) => !unset?.test(name));
  const own = unset ? {} : { DATA_DIR: dataDir, SITE_URL: OWN_SITE_URL };
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', ...(options.script ?? ['tools/serve.ts'])],
    {
      cwd: options.cwd,
      env: { ...Object.fromEntries(inherited), PORT: '0', ...own, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await reportedUrl(child).catch((error: unknown) => {
    // one that did not start in time is stopped, and stops what it started (the preview's CLI)
    child.kill('SIGTERM');
    throw error;
  });
  // what it prints later is kept, its last lines only, to say why if it stops on its own
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(
        `${url} (${(options.script ?? ['tools/serve.ts']).join(' ')}) stopped on its own ` +
          `(${signal ?? `exit code ${code}`}); its output ends:\n${tail}\n`,
      );
  });
  return {
    url,
    dataDir,
    child,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (dataDir && !env['DATA_DIR']) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
