/**
 * A folder from which Netlify CLI serves the checkout's last Netlify build without building it
 * again: the checkout's netlify.toml without its build command (so `netlify serve` runs no build
 * and, with no functions folder, bundles nothing), `dist/` and the bundled functions
 * (`.netlify/functions/`, which the CLI serves from as it serves a build of its own). The
 * redirects, headers and function settings are the checkout's.
 */
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'smol-toml';
import { previewFolder } from '../lambda/bundle.ts';
import { builtFunctions } from './build.ts';

/**
 * Makes a new folder, under the checkout's preview folder, serving the build of the checkout at
 * `root` (each CLI its own: it writes its unpacked functions and settings there).
 */
export async function servedSite(root: string): Promise<string> {
  await mkdir(previewFolder(root), { recursive: true });
  const dir = await mkdtemp(join(previewFolder(root), 'site-'));
  await mkdir(join(dir, '.netlify'), { recursive: true });
  const toml = parse(await readFile(join(root, 'netlify.toml'), 'utf8')) as {
    build?: Record<string, unknown>;
  };
  if (toml.build) delete toml.build['command'];
  await writeFile(join(dir, 'netlify.toml'), stringify(toml));
  await symlink(join(root, 'dist'), join(dir, 'dist'));
  await symlink(builtFunctions(root), join(dir, '.netlify/functions'));
  return dir;
}
