/** Mounts the local function router into `astro dev`, so dev answers /api/* like `npm start`. */
import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { loadNetlifyRules } from './netlify-rules.ts';
import { createRequestHandler } from './server.ts';
import { createRouter } from './router.ts';

/** The Astro integration; only active for `astro dev`. */
export function localFunctions(): AstroIntegration {
  return {
    name: 'dcc-local-functions',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const root = process.cwd();
        const router = await createRouter(join(root, 'netlify/functions'));
        const rules = await loadNetlifyRules(join(root, 'netlify.toml'));
        const handle = createRequestHandler(router, rules, null);
        server.middlewares.use((req, res, next) => void handle(req, res, next));
      },
    },
  };
}
