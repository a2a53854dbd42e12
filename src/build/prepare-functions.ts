/**
 * Writes what the functions need that git does not hold, before Netlify (or the preview) bundles
 * them. Run by `npm install` (postinstall) and `npm run build`; about a second.
 * - src/server/storage/vendor/aws-sdk.mjs: the AWS SDK, bundled (why: the comment at the top of
 *   src/server/storage/aws-sdk.ts); vendor/aws-transcribe.mjs the same for the Transcribe client.
 * - src/server/deploy-env.generated.json: in a Netlify build, the deploy's addresses, which a
 *   function cannot read at run time (see src/server/config/deploy.ts); removed elsewhere.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { writeDeployVariables } from '../server/config/deploy.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const sdk = (name: string) =>
  build({
    absWorkingDir: root,
    entryPoints: [`src/server/storage/${name}.ts`],
    outfile: `src/server/storage/vendor/${name}.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    keepNames: true, // SDK errors are told apart by their class names
    legalComments: 'eof',
    // the SDK's CommonJS parts call require() for Node's own modules
    banner: {
      js: "import { createRequire as __dccCreateRequire } from 'node:module'; const require = __dccCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
await Promise.all([sdk('aws-sdk'), sdk('aws-transcribe')]);

const deploy = writeDeployVariables(root);
if (deploy) console.log(`Deploy addresses for the functions: ${JSON.stringify(deploy)}`);
