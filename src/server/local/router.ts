/**
 * Finds every function in netlify/functions and calls it the way Netlify Functions v2 would:
 * the default export with a web Request and a context whose params come from `config.path`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FnContext, FnHandler } from '../http/handler.ts';

if (!('URLPattern' in globalThis)) await import('urlpattern-polyfill');

interface FunctionModule {
  default: FnHandler;
  config?: { path?: string | string[]; method?: string | string[] };
}

interface Route {
  name: string;
  patterns: URLPattern[];
  methods: string[] | null;
  handler: FnHandler;
}

export interface Router {
  /** The response of the function whose path matches, or null when none does. */
  handle(req: Request, ip: string): Promise<Response | null>;
  /** The function names with their paths, for start-up logs and tests. */
  routes: { name: string; paths: string[] }[];
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Imports every `*.mts`/`*.ts` function in the folder and builds the path table. */
export async function createRouter(functionsDir: string): Promise<Router> {
  const files = (await readdir(functionsDir))
    .filter((f) => /\.m?ts$/.test(f) && !f.startsWith('_'))
    .sort();
  const routes: Route[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(functionsDir, file)).href)) as FunctionModule;
    const paths = asList(mod.config?.path);
    if (!paths.length) continue;
    const methods = asList(mod.config?.method).map((m) => m.toUpperCase());
    routes.push({
      name: file.replace(/\.m?ts$/, ''),
      patterns: paths.map((pathname) => new URLPattern({ pathname })),
      methods: methods.length ? methods : null,
      handler: mod.default,
    });
  }
  return {
    routes: routes.map((r) => ({ name: r.name, paths: r.patterns.map((p) => p.pathname) })),
    async handle(req, ip) {
      const url = new URL(req.url);
      for (const route of routes) {
        for (const pattern of route.patterns) {
          const match = pattern.exec({ pathname: url.pathname });
          if (!match) continue;
          // Netlify answers a method the function does not declare as if no function matched.
          if (route.methods && !route.methods.includes(req.method)) continue;
          const params = Object.fromEntries(
            Object.entries(match.pathname.groups).filter(([key]) => !/^\d+$/.test(key)),
          );
          const context: FnContext = { params, ip };
          return route.handler(req, context);
        }
      }
      return null;
    },
  };
}
