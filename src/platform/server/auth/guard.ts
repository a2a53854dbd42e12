/**
 * The one session guard (docs/architecture.md section 6). Every gated function calls requireArea; every
 * state-changing function calls requireSameOrigin. Both throw HttpError, which handler() turns
 * into a JSON error.
 */
import { config, type Area } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import { isLoopback, readCookie, SESSION_COOKIE, verifySessionToken } from './session.ts';

/** The user of the request's session, or null without a valid one. */
export async function sessionUser(req: Request): Promise<Area | null> {
  const token = readCookie(req, SESSION_COOKIE);
  return token ? verifySessionToken(token, config()) : null;
}

/** Resolves when the session belongs to the area; 401 without a session, 403 for another area. */
export async function requireArea(req: Request, area: Area): Promise<void> {
  const user = await sessionUser(req);
  if (!user) throw new HttpError(401, 'Please log in to see this.');
  if (user !== area) throw new HttpError(403, 'This login does not give access to this area.');
}

function isSiteOrigin(origin: string, siteUrl: string): boolean {
  const site = new URL(siteUrl);
  if (origin === site.origin) return true;
  // locally one server answers as both localhost and 127.0.0.1 on its port: let either log in
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    isLoopback(site.href) &&
    isLoopback(url.href) &&
    url.protocol === site.protocol &&
    url.port === site.port
  );
}

/**
 * Refuses a state-changing request whose Origin is missing, null, or not one of the site's own
 * (its address, and on Netlify this deploy's addresses).
 */
export function requireSameOrigin(req: Request): void {
  const origin = req.headers.get('origin');
  const allowed = config().allowedOrigins;
  if (!origin || origin === 'null' || !allowed.some((site) => isSiteOrigin(origin, site))) {
    throw new HttpError(403, 'This request must come from the church website itself.');
  }
}

export { PRIVATE_HEADERS, PUBLIC_HEADERS } from '../http/caching.ts';
