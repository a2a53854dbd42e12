/**
 * Netlify CLI, the devDependency `netlify-cli` (with `deno` from npm for its edge runtime, found
 * on PATH so it is never downloaded), run as `netlify serve --offline`: Netlify's build, bundler,
 * redirects, headers and function runtime, with no account and no network. It builds the folder
 * it serves first: the checkout (`npm run preview`) or a site already built (served-site.ts).
 * preload.mjs makes it bind 127.0.0.1 and, for the tests, take new variables on a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { portForDaemon } from '../local/listen.ts';

export interface NetlifyCli {
  url: string;
  child: ChildProcess;
  /** Everything the CLI printed so far (its log: builds, requests, function errors). */
  output(): string;
  stop(): Promise<void>;
}

export interface CliOptions {
  /** The checkout whose node_modules hold the CLI. */
  root: string;
  /** The folder served (the CLI reads netlify.toml there). */
  cwd: string;
  /** The port to serve on; a free one when unset. */
  port?: number | undefined;
  /** The CLI's variables, which every function invocation gets a copy of. */
  env: Record<string, string | undefined>;
  /** Print the CLI's output here as well as keeping it. */
  echo?: NodeJS.WritableStream | undefined;
  /** How long the build and start may take. */
  timeoutMs?: number;
}

const READY = /Local dev server ready/;
const FAILED = /Could not start local|already in use|EADDRINUSE/;

/** The CLI's own arguments: `serve --offline` on the given ports. */
async function serveArgs(root: string, port: number | undefined): Promise<string[]> {
  const ports = {
    port: port ?? (await portForDaemon()),
    staticServerPort: await portForDaemon(),
    functionsPort: await portForDaemon(),
  };
  return [
    join(root, 'node_modules/netlify-cli/bin/run.js'),
    'serve',
    '--offline',
    ...['--port', String(ports.port)],
    ...['--staticServerPort', String(ports.staticServerPort)],
    ...['--functions-port', String(ports.functionsPort)],
  ];
}

/** The CLI's variables: the caller's, with the preload, the pinned deno and no browser. */
function cliEnv(options: CliOptions): Record<string, string | undefined> {
  const preload = pathToFileURL(join(import.meta.dirname, 'preload.mjs')).href;
  const nodeOptions = [options.env['NODE_OPTIONS'], `--import=${preload}`].filter(Boolean);
  return {
    ...options.env,
    NODE_OPTIONS: nodeOptions.join(' '),
    PATH: `${join(options.root, 'node_modules/.bin')}:${options.env['PATH'] ?? ''}`,
    BROWSER: 'none',
  };
}

/** The CLIs this process started: killed when it exits, however far they got. */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/** Starts the CLI once; rejects with its output if it fails or is not ready in time. */
async function startOnce(options: CliOptions): Promise<NetlifyCli> {
  const args = await serveArgs(options.root, options.port);
  const port = Number(args[args.indexOf('--port') + 1]);
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: cliEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const take = (chunk: Buffer) => {
    log += chunk.toString();
    options.echo?.write(chunk);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  started.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      started.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // the CLI waits for its open connections before it exits: one a client left hanging
    // (a dropped body) would keep it, and the test run with it, forever
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
  };
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) => {
      clearInterval(watch);
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`Netlify CLI ${why}:\n${log.slice(-4000)}`)));
    };
    const timer = setTimeout(() => fail('did not start in time'), options.timeoutMs ?? 300_000);
    const watch = setInterval(() => {
      if (READY.test(log)) {
        clearInterval(watch);
        clearTimeout(timer);
        resolve();
      } else if (FAILED.test(log) || child.exitCode !== null) fail('could not start');
    }, 50);
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => log, stop };
}

/**
 * Starts `netlify serve --offline` in `options.cwd`; a port another process took meanwhile
 * makes it start again on new ones, up to four times.
 */
export async function startNetlifyCli(options: CliOptions): Promise<NetlifyCli> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      const busy = error instanceof Error && /already in use|EADDRINUSE/.test(error.message);
      if (!busy || attempt === 4 || options.port !== undefined) throw error;
    }
  }
}
