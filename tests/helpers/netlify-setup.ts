/**
 * Vitest globalSetup of the suites that run on Netlify's engine (target `preview`,
 * tests/helpers/target.ts): Netlify CLIs started once for the run, each serving the checkout's
 * last Netlify build from a folder of its own (tools/netlify/served-site.ts), provided as
 * `inject('netlifyClis')`. A test server takes one in turn and hands it its variables
 * (netlify-pool.ts), since a CLI takes tens of seconds to start and a run starts some fifty test
 * servers. Their output goes to a log file each, which the suites read for function errors.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startNetlifyCli, type NetlifyCli } from '../../tools/netlify/cli.ts';
import { servedSite } from '../../tools/netlify/served-site.ts';
import { startedHttps } from './tls-proxies.ts';
import { TARGET } from './target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running CLIs, empty unless the target is `preview`. */
    netlifyClis: ProvidedCli[];
  }
}

/** What a test process needs of a running CLI. */
export interface ProvidedCli {
  url: string;
  pid: number;
  /** The JSON file of variables it takes on SIGUSR2 (tools/netlify/preload.mjs). */
  control: string;
  /** Its output so far. */
  logFile: string;
}

/** How many test servers one test file may have running at once. */
const CLIS = 2;
const running: NetlifyCli[] = [];
const folders: string[] = [];

/** Starts a CLI over a served site of its own. */
async function startOne(root: string): Promise<ProvidedCli> {
  const dir = await servedSite(root);
  folders.push(dir);
  const control = join(dir, 'variables.json');
  const logFile = join(dir, 'netlify.log');
  const caFile = startedHttps()?.caFile;
  const cli = await startNetlifyCli({
    root,
    cwd: dir,
    // a process trusts extra certificates only from its start: the https stand-ins' one
    env: {
      ...process.env,
      DCC_CLI_ENV_FILE: control,
      ...(caFile ? { NODE_EXTRA_CA_CERTS: caFile } : {}),
    },
    echo: createWriteStream(logFile),
  });
  running.push(cli);
  return { url: cli.url, pid: cli.child.pid!, control, logFile };
}

export async function setup(project: TestProject): Promise<void> {
  if (TARGET !== 'preview') return project.provide('netlifyClis', []);
  const root = process.cwd();
  const started = Array.from({ length: CLIS }, () => startOne(root));
  project.provide('netlifyClis', await Promise.all(started));
}

export async function teardown(): Promise<void> {
  // a CLI that stopped on its own failed every test after: say why, before its folder goes
  for (const cli of running)
    if (cli.child.exitCode !== null || cli.child.signalCode !== null)
      console.error(
        `Netlify CLI at ${cli.url} stopped early; its log ends:\n${cli.output().slice(-3000)}`,
      );
  await Promise.all(running.map((cli) => cli.stop()));
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
}
