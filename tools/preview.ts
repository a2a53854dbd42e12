/**
 * `npm run preview`: what Netlify would deploy, served locally. Builds the site, bundles every
 * function with Netlify's own bundler into a folder outside the checkout, and serves dist/ with
 * the bundled functions, each in its own instance (tools/preview/). Options:
 * `--no-build` keeps dist/ as it is, `--no-bundle` reuses the last bundles, `--bundle-only`
 * bundles and stops (the test runner does that once before its preview runs).
 */
import { spawnSync } from 'node:child_process';
import { getConfig } from '../src/platform/server/config/index.ts';
import { demoBanner } from './local/banner.ts';
import { bundleFunctions, bundlesFolder, previewFolder } from './preview/bundle.ts';
import { buildFunctionHost, startPreview } from './preview/server.ts';

const root = process.cwd();
const args = new Set(process.argv.slice(2));
const port = Number(process.env['PORT'] ?? 8888);
const previewDir = previewFolder(root);

if (!args.has('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!args.has('--no-bundle')) {
  const started = Date.now();
  const functions = await bundleFunctions(root, bundlesFolder(previewDir));
  await buildFunctionHost(previewDir);
  console.log(
    `Bundled ${functions.length} functions with Netlify's bundler into ${bundlesFolder(previewDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (args.has('--bundle-only')) process.exit(0);
const preview = await startPreview({ root, previewDir, port });
void preview.search.warm(); // the index of the storage served, whatever dist/pagefind/ was built from
console.log(`DCC website (preview of the Netlify deploy) running at ${preview.url}`);
const storage = process.env['DATA_DIR']
  ? `file storage under ${process.env['DATA_DIR']}, shared by every function instance`
  : "each function instance's own temp folder for storage, as on a bare Netlify site";
for (const line of demoBanner(getConfig({ ...process.env, SITE_URL: preview.url }), storage))
  console.log(line);
const stop = () => void preview.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
