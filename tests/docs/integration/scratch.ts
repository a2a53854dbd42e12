/**
 * A scratch copy of the checkout for a recipe's dry run (docs/recipes.md): the files git tracks
 * or would track, the generated SDK bundles, and node_modules linked, so the recipe's steps are
 * made and checked without touching the checkout.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { spawnServer } from '../../../tools/local/spawn-server.ts';
import { root } from '../repository.ts';

const run = promisify(execFile);
const GENERATED = ['src/platform/server/storage/vendor'];

export interface Scratch {
  dir: string;
  write(path: string, text: string): Promise<void>;
  /** Changes a file by a function of its text; fails when the change changes nothing. */
  edit(path: string, change: (text: string) => string): Promise<void>;
  /** Runs a command in the copy; rejects with its output when it fails. */
  sh(command: string, args: string[]): Promise<string>;
  /** Starts the local server (`tools/serve.ts`, as `npm start` does) on the copy. */
  serve(): Promise<{ url: string; stop(): Promise<void> }>;
  remove(): Promise<void>;
}

/** Copies the checkout into a new folder under the system's temp folder. */
export async function scratchCopy(): Promise<Scratch> {
  const dir = await mkdtemp(join(tmpdir(), 'dcc-recipe-'));
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of [...stdout.split('\0').filter(Boolean), ...GENERATED]) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(root, file), join(dir, file), { recursive: true }).catch((error: unknown) => {
      // a file deleted in the working tree but not yet in git's index is not part of the copy
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  return {
    dir,
    write,
    async edit(path, change) {
      const before = await readFile(join(dir, path), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the recipe's edit of ${path} found nothing to change`);
      await write(path, after);
    },
    async sh(command, args) {
      try {
        const { stdout: out, stderr } = await run(command, args, {
          cwd: dir,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        });
        return out + stderr;
      } catch (error) {
        const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`${command} ${args.join(' ')} failed:\n${out}${stderr}`, { cause: error });
      }
    },
    serve: () => serveCopy(dir),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** `node tools/serve.ts` in the copy, in demo mode on its own data folder. */
async function serveCopy(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  return spawnServer({ DATA_DIR: join(dir, '.data') }, { cwd: dir });
}
