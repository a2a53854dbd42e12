/**
 * Writes what the functions need that git does not hold, before Netlify (or the preview) bundles
 * them. Run by `npm install` (postinstall) and `npm run build`; about a second.
 * - src/platform/server/storage/vendor/aws-sdk.mjs: the AWS SDK, bundled from src/build/sdk/aws-sdk.ts (why:
 *   the comment at its top); vendor/aws-transcribe.mjs the same for the Transcribe client. Each
 *   entry holds only `export … from '@aws-sdk/…'` lines, which are declarations as they stand, so
 *   its text, copied beside the bundle as `.d.mts`, types it.
 * - src/platform/shared/vendor/zod-mini.mjs: `zod/mini`, bundled from src/build/sdk/zod-mini.ts (why:
 *   the comment at its top), typed the same way; src/platform/server/vendor/sanitize-html.mjs the
 *   same for sanitize-html (src/build/sdk/sanitize-html.ts).
 * - src/platform/server/config/deploy-env.generated.json: in a Netlify build, the deploy's addresses, which a
 *   function cannot read at run time (see src/platform/server/config/deploy.ts); removed elsewhere.
 */
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeDeployVariables } from '../platform/server/config/deploy.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const entry = (name: string) => `src/build/sdk/${name}.ts`;
/** The folder each vendored bundle goes to: where the code that imports it lives. */
const FOLDERS: Record<string, string> = {
  'aws-sdk': 'src/platform/server/storage/vendor',
  'aws-transcribe': 'src/platform/server/storage/vendor',
  'zod-mini': 'src/platform/shared/vendor',
  'sanitize-html': 'src/platform/server/vendor',
};
/** Where a vendored bundle's file goes: `.mjs` the bundle, `.d.mts` its declarations. */
const vendor = (name: string, extension: '.mjs' | '.d.mts') =>
  `${FOLDERS[name]}/${name}${extension}`;

const declarations = async (name: string) => {
  const text = await readFile(`${root}${entry(name)}`, 'utf8');
  await mkdir(`${root}${FOLDERS[name]}`, { recursive: true });
  const header = `// Written by src/build/prepare-functions.ts from ${entry(name)}: edit that file.\n`;
  await writeFile(`${root}${vendor(name, '.d.mts')}`, header + text);
};

const bundle = (name: string) =>
  build({
    absWorkingDir: root,
    entryPoints: [entry(name)],
    outfile: vendor(name, '.mjs'),
    bundle: true,
    format: 'esm',
    target: 'node22',
    minify: true,
    keepNames: true, // SDK errors are told apart by their class names
    legalComments: 'eof',
    logLevel: 'warning',
    // zod/mini runs in browsers too (the content editor); the SDKs' CommonJS parts call require()
    // for Node's own modules
    ...(name === 'zod-mini'
      ? { platform: 'neutral' as const }
      : {
          platform: 'node' as const,
          banner: {
            js: "import { createRequire as __dccCreateRequire } from 'node:module'; const require = __dccCreateRequire(import.meta.url);",
          },
        }),
  });
const sdk = (name: string) => Promise.all([bundle(name), declarations(name)]);
await Promise.all(Object.keys(FOLDERS).map(sdk));

const deploy = writeDeployVariables(root);
if (deploy) console.log(`Deploy addresses for the functions: ${JSON.stringify(deploy)}`);
