/** The function host (function-host.ts) as one file, so an instance runs with nothing but Node. */
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bundled host lives in the preview folder. */
export const hostFile = (previewDir: string) => join(previewDir, 'function-host.mjs');

/** Bundles the function host into the preview folder. */
export async function buildFunctionHost(previewDir: string): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('./function-host.ts', import.meta.url))],
    outfile: hostFile(previewDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
}
