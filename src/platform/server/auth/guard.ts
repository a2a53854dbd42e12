/**
 * The one session guard (docs/architecture.md section 6). Every gated function calls requireArea;
 * handler() calls requireSameOrigin (origin.ts) for every state-changing request, so no function
 * repeats it.
 * Both throw HttpError, which handler() turns into a JSON error.
 */
import { config, type Area } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import { readCookie, SESSION_COOKIE, verifySessionToken } from './session.ts';

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

export { requireSameOrigin } from './origin.ts';
export { PRIVATE_HEADERS, PUBLIC_HEADERS } from '../http/caching.ts';
