/**
 * Calls functions the way Netlify Functions v2 would: the function whose path matches, with a
 * web Request and a context whose params come from the path. Routes come from the function
 * modules' `config` (npm start, npm run dev) or from the bundler's manifest (npm run preview).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FnContext, FnHandler } from '../../src/platform/server/http/handler.ts';
import type { ScheduledSpec } from './scheduled.ts';

if (!('URLPattern' in globalThis)) await import('urlpattern-polyfill');

interface FunctionModule {
  default: FnHandler;
  config?: { path?: string | string[]; method?: string | string[]; schedule?: string };
}

/** One function's routes and how to call it. */
export interface RouteSpec {
  name: string;
  paths: string[];
  /** Upper-case methods; empty for any. */
  methods: string[];
  handler: FnHandler;
  /** A scheduled function's cron expression (scheduled.ts). */
  schedule?: string | undefined;
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
  /** The scheduled functions (scheduled.ts runs them). */
  scheduled: ScheduledSpec[];
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A router over the given functions, tried in order. */
export function routerFrom(specs: RouteSpec[]): Router {
  const routes: Route[] = specs
    .filter((spec) => spec.paths.length)
    .map((spec) => ({
      name: spec.name,
      patterns: spec.paths.map((pathname) => new URLPattern({ pathname })),
      methods: spec.methods.length ? spec.methods : null,
      handler: spec.handler,
    }));
  const scheduled = specs.flatMap((spec) =>
    spec.schedule ? [{ name: spec.name, schedule: spec.schedule, handler: spec.handler }] : [],
  );
  return {
    scheduled,
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

/** Imports every `*.mts`/`*.ts` function in the folder and routes by each one's `config`. */
export async function createRouter(functionsDir: string): Promise<Router> {
  const files = (await readdir(functionsDir))
    .filter((f) => /\.m?ts$/.test(f) && !f.startsWith('_'))
    .sort();
  const specs: RouteSpec[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(functionsDir, file)).href)) as FunctionModule;
    specs.push({
      name: file.replace(/\.m?ts$/, ''),
      paths: asList(mod.config?.path),
      methods: asList(mod.config?.method).map((m) => m.toUpperCase()),
      handler: mod.default,
      schedule: mod.config?.schedule,
    });
  }
  return routerFrom(specs);
}
