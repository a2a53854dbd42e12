/**
 * Publishes the demo's files as static files of the site (src/platform/server/demo-files.ts says
 * why): every file under a `demo/` folder of src/ that is not code, copied to
 * dist/demo/files/<its path from the repository root>, with an index of their sizes. A build for
 * production (Planning Center or S3 configured) publishes none.
 */
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isDemoEnv } from '../platform/server/config/env.ts';
import type { Env } from '../platform/server/config/types.ts';
import { DEMO_FILES_INDEX, DEMO_FILES_PATH } from '../platform/server/demo-files.ts';

/** The demo's files under `root`/src, as paths from `root` with '/' between folders, sorted. */
export async function demoFilePaths(root: string): Promise<string[]> {
  const entries = await readdir(join(root, 'src'), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => path.split('/').slice(0, -1).includes('demo'))
    .sort();
}

/** Copies the demo's files of `root` into the built site at `dist`, and writes their index. */
export async function publishDemoFiles(root: string, dist: string): Promise<number> {
  const target = join(dist, DEMO_FILES_PATH);
  const sizes: Record<string, number> = {};
  for (const path of await demoFilePaths(root)) {
    await mkdir(dirname(join(target, path)), { recursive: true });
    await copyFile(join(root, path), join(target, path));
    sizes[path] = (await stat(join(root, path))).size;
  }
  await writeFile(join(target, DEMO_FILES_INDEX), JSON.stringify(sizes));
  return Object.keys(sizes).length;
}

/** The integration: publishes the demo's files after a build whose variables `env` are the demo's. */
export function demoFiles(env: Env): AstroIntegration {
  return {
    name: 'dcc-demo-files',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        if (isDemoEnv(env)) await publishDemoFiles(process.cwd(), fileURLToPath(dir));
      },
    },
  };
}
