/**
 * The Planning Center emulator: the demo congregation served under Planning Center's own paths,
 * with its JSON:API shapes, pagination, errors, rate limit and (when given credentials) its
 * basic authentication, plus the pictures and files its URLs point at. The client cannot tell it
 * from Planning Center except by its base URL.
 */
import { demoRateLimit } from '../platform/server/config/demo.ts';
import { API, ASSETS, type Route } from './emulator-routes.ts';
import { FEATURE_ROUTES } from './feature-routes.ts';
import { errorDocument } from './jsonapi.ts';
import { createPcoRateLimit } from './rate-limit.ts';

export interface EmulatorOptions {
  /** Where the emulator is mounted, e.g. `/demo/pco`. */
  prefix: string;
  now?: () => number;
  /** The church's time zone (the config's), in which the calendar's days fall. */
  zone: string;
  rateLimit?: { limit: number; periodSeconds: number };
  /** A personal access token the API then requires, as HTTP Basic auth (files stay public). */
  credentials?: { appId: string; secret: string };
}

type Compiled = { method: string; pattern: URLPattern; handle: Route[2] };
const compile = (prefix: string, routes: Route[]): Compiled[] =>
  routes.map(([method, path, handle]) => ({
    method,
    pattern: new URLPattern({ pathname: prefix + path }),
    handle,
  }));

function match(routes: Compiled[], req: Request, url: URL) {
  for (const route of routes) {
    const found = route.pattern.exec({ pathname: url.pathname });
    if (found && route.method === req.method)
      return { route, params: found.pathname.groups as Record<string, string> };
  }
  return null;
}

function authorized(req: Request, credentials: { appId: string; secret: string }): boolean {
  const expected = `Basic ${Buffer.from(`${credentials.appId}:${credentials.secret}`).toString('base64')}`;
  return req.headers.get('authorization') === expected;
}

/** Makes the emulator's request handler. */
export function createEmulator(options: EmulatorOptions): (req: Request) => Response {
  // a feature's routes first: a feature may answer a path the core emulator knows
  const api = compile(options.prefix, [...FEATURE_ROUTES, ...API]);
  const assets = compile(options.prefix, ASSETS);
  const { limit, periodSeconds } = options.rateLimit ?? demoRateLimit();
  const clock = options.now ?? Date.now;
  // Planning Center limits per user: here, per site origin, so test servers do not share a budget.
  const rateLimit = createPcoRateLimit(limit, periodSeconds, clock);
  return (req) => {
    const url = new URL(req.url);
    const now = clock();
    const base = url.origin + options.prefix;
    const { zone } = options;
    const asset = match(assets, req, url);
    if (asset) return asset.route.handle({ url, base, now, zone, params: asset.params });
    if (options.credentials && !authorized(req, options.credentials)) {
      return errorDocument(
        401,
        'Unauthorized',
        'Please provide a valid Personal Access Token (application id and secret) with HTTP Basic authentication.',
      );
    }
    const { headers, retryAfter } = rateLimit.take(url.origin);
    if (retryAfter !== null) {
      return errorDocument(
        429,
        'Too Many Requests',
        `Rate limit exceeded: ${Number(headers['X-PCO-API-Request-Rate-Count'])} of ${limit} requests per ${periodSeconds} seconds`,
        { ...headers, 'Retry-After': String(retryAfter) },
      );
    }
    const found = match(api, req, url);
    const response = found
      ? found.route.handle({ url, base, now, zone, params: found.params })
      : errorDocument(
          404,
          'Not Found',
          `No route matches ${req.method} ${url.pathname.slice(options.prefix.length)}`,
        );
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}
