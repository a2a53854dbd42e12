/**
 * The same-origin check handler() makes of every state-changing request (docs/architecture.md
 * section 6). Apart from the session guard, so that a public function's cold start never loads
 * the JWT library the guard needs.
 */
import { config } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';

/** True for an origin on this machine, where browsers refuse Secure cookies over plain http. */
export function isLoopback(siteUrl: string): boolean {
  const { hostname } = new URL(siteUrl);
  return (
    hostname === 'localhost' ||
    hostname === '::1' ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
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
