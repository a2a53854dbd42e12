/**
 * A test server on Netlify's engine: one of the CLIs netlify-setup.ts started, taken for as long
 * as the server is open and given the server's variables. The CLI hands every function
 * invocation a fresh worker with a copy of its own variables, so from the next request the site
 * runs as a deploy with those variables would (tools/netlify/preload.mjs).
 */
import { randomUUID } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { ProvidedCli } from './netlify-setup.ts';

const taken = new Set<number>();

export interface TakenCli {
  url: string;
  /** The CLI's output since it was taken. */
  log: () => Promise<string>;
  release: () => void;
}

/** Waits until the CLI says it took the variables file `id`. */
async function applied(cli: ProvidedCli, id: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const done = await readFile(`${cli.control}.done`, 'utf8').catch(() => '');
    if (done === id) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Netlify CLI at ${cli.url} did not take its variables`);
}

/** The index of a CLI no open test server holds. */
function free(): number {
  const count = inject('netlifyClis').length;
  for (let index = 0; index < count; index++) if (!taken.has(index)) return index;
  throw new Error(`A test file may hold ${count} servers on Netlify's engine at once`);
}

/** Takes a free CLI; `variables(url)` gives the variables for its address. */
export async function takeCli(
  variables: (url: string) => Record<string, string | undefined>,
): Promise<TakenCli> {
  const index = free();
  taken.add(index);
  const cli = inject('netlifyClis')[index]!;
  const id = randomUUID();
  const env = Object.fromEntries(
    Object.entries(variables(cli.url)).filter(
      // Node's options stay the CLI's: it adds Lambda's module flags to them for each function
      ([name, value]) => value !== undefined && name !== 'NODE_OPTIONS' && !name.startsWith('npm_'),
    ),
  );
  await writeFile(cli.control, JSON.stringify({ id, env }));
  try {
    process.kill(cli.pid, 'SIGUSR2');
  } catch {
    const log = (await readFile(cli.logFile, 'utf8')).slice(-3000);
    throw new Error(`Netlify CLI at ${cli.url} has stopped; its log ends:\n${log}`);
  }
  await applied(cli, id);
  const from = (await stat(cli.logFile)).size;
  return {
    url: cli.url,
    log: async () => (await readFile(cli.logFile)).subarray(from).toString(),
    release: () => taken.delete(index),
  };
}
