/**
 * The Planning Center emulator: the demo congregation served under Planning Center's own paths,
 * with its JSON:API shapes, pagination, errors and rate limit, plus the pictures and files its
 * URLs point at. The client cannot tell it from Planning Center except by its base URL.
 */
import { config, DEMO_IDS } from '../config.ts';
import { listInstances, listTagInstances } from './calendar-api.ts';
import { EVENTS } from './calendar.ts';
import { congregation } from './congregation.ts';
import { fileBytes, findFile, mediaFiles, planFiles, verifySignedUrl } from './files.ts';
import { bannerImage, squareArt, imageResponse, initialsImage, requestedSize } from './images.ts';
import { errorDocument } from './jsonapi.ts';
import { WORSHIP_SAMPLES } from './kids.ts';
import { listHouseholds, listMembers, listPeople, showPerson } from './people-api.ts';
import { createRateLimiter, rateLimitFromEnv, type RateLimiter } from './rate-limit.ts';
import * as media from './media-api.ts';
import * as services from './services-api.ts';

export interface EmulatorOptions {
  /** Where the emulator is mounted, e.g. `/demo/pco`. */
  prefix: string;
  now?: () => number;
  zone?: string;
  rateLimit?: { limit: number; periodSeconds: number };
}

interface Context {
  url: URL;
  base: string;
  now: number;
  zone: string;
  params: Record<string, string>;
}

type Route = [method: string, path: string, handle: (ctx: Context) => Response];

const lists = { directory: DEMO_IDS.directoryListId, leaders: DEMO_IDS.householdLeadersListId };

const API: Route[] = [
  ['GET', '/people/v2/people', (c) => listPeople(c.url, c.base)],
  ['GET', '/people/v2/people/:id', (c) => showPerson(c.url, c.base, c.params['id']!)],
  ['GET', '/people/v2/lists/:id/people', (c) => listMembers(c.url, c.base, c.params['id']!, lists)],
  ['GET', '/people/v2/households', (c) => listHouseholds(c.url)],
  ['GET', '/services/v2/service_types/:st/plans', (c) => services.listPlans(c, c.params['st']!)],
  [
    'GET',
    '/services/v2/service_types/:st/plans/:p/team_members',
    (c) => services.listTeamMembers(c, c.params['st']!, c.params['p']!),
  ],
  [
    'GET',
    '/services/v2/service_types/:st/plans/:p/attachments',
    (c) => services.listPlanAttachments(c, c.params['st']!, c.params['p']!),
  ],
  [
    'POST',
    '/services/v2/service_types/:st/plans/:p/attachments/:id/open',
    (c) => media.openAttachment(c, c.params['id']!, planFiles(c.params['p']!, c.now, c.zone)),
  ],
  ['GET', '/services/v2/media', (c) => media.listMedia(c)],
  ['GET', '/services/v2/media/:id', (c) => media.showMedia(c, c.params['id']!)],
  [
    'GET',
    '/services/v2/media/:id/attachments',
    (c) => media.listMediaAttachments(c, c.params['id']!),
  ],
  [
    'POST',
    '/services/v2/media/:m/attachments/:id/open',
    (c) => media.openAttachment(c, c.params['id']!, mediaFiles(c.params['m']!)),
  ],
  ['POST', '/services/v2/attachments/:id/open', (c) => media.openAttachment(c, c.params['id']!)],
  [
    'GET',
    '/services/v2/teams/:id/person_team_position_assignments',
    (c) => services.listAssignments(c, c.params['id']!),
  ],
  ['GET', '/calendar/v2/event_instances', (c) => listInstances(c)],
  ['GET', '/calendar/v2/tags/:id/event_instances', (c) => listTagInstances(c, c.params['id']!)],
];

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

function avatar(c: Context): Response {
  const person = congregation().byId.get(c.params['id']!);
  return person
    ? imageResponse(
        initialsImage(
          `${person.first_name} ${person.last_name}`,
          requestedSize(c.url, { w: 400, h: 400 }),
        ),
      )
    : notFound();
}

function photo(c: Context): Response {
  const person = congregation().byId.get(c.params['id']!.slice(1));
  return person
    ? imageResponse(
        initialsImage(
          `${person.first_name} ${person.last_name}`,
          requestedSize(c.url, { w: 200, h: 200 }),
        ),
      )
    : notFound();
}

function thumbnail(c: Context): Response {
  const sample = WORSHIP_SAMPLES.find((s) => s.id === c.params['id']);
  const file = sample ? null : findFile(c.params['id']!, c.now, c.zone);
  if (!sample && !file) return notFound();
  if (sample) {
    return imageResponse(
      squareArt(sample.title, sample.artist, requestedSize(c.url, { w: 300, h: 300 })),
    );
  }
  return imageResponse(
    bannerImage(file!.filename, 'DCC', requestedSize(c.url, { w: 320, h: 180 })),
  );
}

function eventImage(c: Context): Response {
  const event = EVENTS.find((e) => e.id === c.params['id'] && e.image);
  return event
    ? imageResponse(
        bannerImage(event.name, event.location, requestedSize(c.url, { w: 640, h: 360 })),
      )
    : notFound();
}

function file(c: Context): Response {
  const found = findFile(c.params['id']!, c.now, c.zone);
  if (!found?.asset || !verifySignedUrl(c.url, found.id, c.now)) {
    return new Response('This link has expired or is not valid.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain' },
    });
  }
  const disposition = found.contentType.startsWith('audio/') ? 'inline' : 'attachment';
  return new Response(new Uint8Array(fileBytes(found)), {
    headers: {
      'Content-Type': found.contentType,
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(found.filename)}`,
      'Cache-Control': 'private, max-age=600',
    },
  });
}

const ASSETS: Route[] = [
  ['GET', '/avatars/:id.svg', avatar],
  ['GET', '/photos/:id.svg', photo],
  ['GET', '/thumbnails/:id.svg', thumbnail],
  ['GET', '/event-images/:id.svg', eventImage],
  ['GET', '/files/:id/:name', file],
];

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

/** Makes the emulator's request handler. */
export function createEmulator(options: EmulatorOptions): (req: Request) => Response {
  const api = compile(options.prefix, API);
  const assets = compile(options.prefix, ASSETS);
  const { limit, periodSeconds } = options.rateLimit ?? rateLimitFromEnv();
  // Planning Center limits per user: here, per site origin, so test servers do not share a budget.
  const limiters = new Map<string, RateLimiter>();
  const limiterFor = (origin: string) => {
    let limiter = limiters.get(origin);
    if (!limiter) limiters.set(origin, (limiter = createRateLimiter(limit, periodSeconds)));
    return limiter;
  };
  return (req) => {
    const url = new URL(req.url);
    const now = options.now?.() ?? Date.now();
    const base = url.origin + options.prefix;
    const zone = options.zone ?? config().timezone;
    const asset = match(assets, req, url);
    if (asset) return asset.route.handle({ url, base, now, zone, params: asset.params });
    const { headers, retryAfter } = limiterFor(url.origin).take(now);
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
