/**
 * Serves the Decap CMS bundle from the site itself (the CSP allows scripts from 'self' only):
 * copies it from the decap-cms package into dist/admin/ after a build, and answers it from the
 * package under `astro dev`.
 */
import { createReadStream } from 'node:fs';
import { copyFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The bundle, its lazily loaded chunks and its WebAssembly; not the source maps or `cms.js`. */
export const isBundleFile = (name: string): boolean =>
  name === 'decap-cms.js' || name.endsWith('.decap-cms.js') || name.endsWith('.wasm');

const bundleDir = () => dirname(createRequire(import.meta.url).resolve('decap-cms'));

/** The Astro integration that puts the CMS bundle under /admin/. */
export function decapBundle(): AstroIntegration {
  return {
    name: 'dcc-decap-bundle',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const name = /^\/admin\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
          if (!name || !isBundleFile(name)) return next();
          res.setHeader(
            'Content-Type',
            name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
          );
          createReadStream(join(bundleDir(), name)).on('error', next).pipe(res);
        });
      },
      'astro:build:done': async ({ dir }) => {
        const from = bundleDir();
        const to = join(fileURLToPath(dir), 'admin');
        const files = (await readdir(from)).filter(isBundleFile);
        await Promise.all(files.map((name) => copyFile(join(from, name), join(to, name))));
      },
    },
  };
}
