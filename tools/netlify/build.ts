/**
 * Netlify's own build of the checkout, offline: `netlify build --offline` runs the build command
 * (`npm run build`) and bundles every function with the settings of netlify.toml into
 * `.netlify/functions/` (one zip each, and `manifest.json`), as a deploy would. What the tests and
 * the bench run is that build: served by the CLI (served-site.ts), or unpacked (unpackBundles)
 * for the function instances that time cold starts (tools/lambda/).
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';

/** Where Netlify's build leaves the functions it bundled. */
export const builtFunctions = (root: string) => join(root, '.netlify/functions');

/** Runs `netlify build --offline` in the checkout, its output shown; rejects if it fails. */
export async function netlifyBuild(root: string): Promise<void> {
  const cli = join(root, 'node_modules/netlify-cli/bin/run.js');
  const child = spawn(process.execPath, [cli, 'build', '--offline'], {
    cwd: root,
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env['PATH']}` },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`netlify build --offline exited with ${code}`);
}

/** Unzips one function's zip into `dir`. */
async function unzip(zipFile: string, dir: string): Promise<void> {
  const zip = await JSZip.loadAsync(await readFile(zipFile));
  for (const entry of Object.values(zip.files)) {
    const target = join(dir, entry.name);
    if (entry.dir) continue;
    await mkdir(dirname(target), { recursive: true });
    // a zip keeps each file's mode: the bundle's files are read as they are
    await writeFile(target, await entry.async('nodebuffer'));
  }
}

/**
 * Unpacks the functions Netlify's build bundled into `bundlesDir` (emptied first): one folder a
 * function, as a Lambda unpacks it into /var/task, with the build's manifest beside them.
 */
export async function unpackBundles(root: string, bundlesDir: string): Promise<number> {
  const built = builtFunctions(root);
  await rm(bundlesDir, { recursive: true, force: true });
  await mkdir(bundlesDir, { recursive: true });
  const zips = (await readdir(built)).filter((file) => file.endsWith('.zip'));
  await Promise.all(zips.map((zip) => unzip(join(built, zip), join(bundlesDir, zip.slice(0, -4)))));
  await writeFile(
    join(bundlesDir, 'manifest.json'),
    await readFile(join(built, 'manifest.json'), 'utf8'),
  );
  return zips.length;
}
