/**
 * `npm run preview`: the site on Netlify's own engine, `netlify serve --offline` (Netlify CLI,
 * tools/netlify/cli.ts): Netlify's build and bundler, then its redirects, headers and function
 * runtime under Lambda's module rules, on http://localhost:8888 (PORT overrides; 0 a free port).
 * Options: `--no-build` serves the last Netlify build again (tools/netlify/served-site.ts);
 * `--build-only` runs Netlify's build and unpacks its bundles for the bench and the bundle tests,
 * then stops (the test runner does that once, first).
 */
import { rm } from 'node:fs/promises';
import { getConfig } from '../src/platform/server/config/index.ts';
import { demoBanner } from './local/banner.ts';
import { OWN_SITE_URL, portForDaemon } from './local/listen.ts';
import { netlifyBuild, unpackBundles } from './netlify/build.ts';
import { startNetlifyCli, type NetlifyCli } from './netlify/cli.ts';
import { servedSite } from './netlify/served-site.ts';
import { bundlesFolder, previewFolder } from './lambda/bundle.ts';
import { buildFunctionHost } from './lambda/host-file.ts';

const root = process.cwd();
const args = new Set(process.argv.slice(2));
const previewDir = previewFolder(root);

if (args.has('--build-only')) {
  const started = Date.now();
  await netlifyBuild(root);
  const count = await unpackBundles(root, bundlesFolder(previewDir));
  await buildFunctionHost(previewDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Netlify's build bundled ${count} functions, unpacked into ${bundlesFolder(previewDir)}, in ${seconds} s`,
  );
  process.exit(0);
}

const port = Number(process.env['PORT'] ?? 8888) || (await portForDaemon());
const env: Record<string, string | undefined> = { ...process.env, PORT: String(port) };
// a caller that starts this on a free port names its own address so (tools/local/listen.ts)
if (env['SITE_URL'] === OWN_SITE_URL) env['SITE_URL'] = `http://127.0.0.1:${port}`;
const cwd = args.has('--no-build') ? await servedSite(root) : root;
/** The CLI, once it has started. */
const running: { cli?: NetlifyCli } = {};
let stopping = false;
const stop = () => {
  stopping = true;
  // a CLI still starting is killed as this process exits (tools/netlify/cli.ts)
  void (running.cli?.stop() ?? Promise.resolve())
    .then(() => (cwd === root ? undefined : rm(cwd, { recursive: true, force: true })))
    .then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
const cli = await startNetlifyCli({ root, cwd, port, env, echo: process.stdout });
running.cli = cli;
// the CLI tells functions its address as http://localhost:PORT (URL), which the site then uses
const url = env['SITE_URL'] ?? `http://localhost:${port}`;
console.log(`DCC website (netlify serve --offline) running at ${url}`);
const storage = env['DATA_DIR']
  ? `file storage under ${env['DATA_DIR']}`
  : "each function instance's temp folder for storage, as on a bare Netlify site";
for (const line of demoBanner(getConfig({ ...env, SITE_URL: url }), storage)) console.log(line);
// a CLI that stops on its own stops the preview, with its code, so whoever started it knows
cli.child.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`Netlify CLI stopped on its own (${signal ?? `exit code ${code}`})`);
  process.exit(code || 1);
});
