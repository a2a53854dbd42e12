/** Session tokens: HS256 JWTs made and checked with jose, carried in an HttpOnly cookie. */
import { jwtVerify, SignJWT } from 'jose';
import { AREAS, type Area, type Config } from '../config.ts';

export const SESSION_COOKIE = 'dcc_session';
const ISSUER = 'dcc-website';
const AUDIENCE = 'dcc-areas';
const LIFETIME_SECONDS = 21 * 24 * 60 * 60;

/** Signs a session token for an area's user. */
export function createSessionToken(
  user: Area,
  settings: Pick<Config, 'sessionSecret'>,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(settings.sessionSecret);
}

/** The user a token names, or null when it is forged, expired, of another alg or malformed. */
export async function verifySessionToken(
  token: string,
  settings: Pick<Config, 'sessionSecret'>,
): Promise<Area | null> {
  try {
    const { payload } = await jwtVerify(token, settings.sessionSecret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const user = payload.sub;
    return AREAS.find((area) => area === user) ?? null;
  } catch {
    return null;
  }
}

/** Reads one cookie's value from a request. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function isLoopback(siteUrl: string): boolean {
  const { hostname } = new URL(siteUrl);
  return (
    hostname === 'localhost' ||
    hostname === '::1' ||
    hostname === '[::1]' ||
    hostname.startsWith('127.')
  );
}

/** The Set-Cookie value for a new session (Secure everywhere but a loopback origin). */
export function sessionCookie(token: string, settings: Pick<Config, 'siteUrl'>): string {
  const secure = isLoopback(settings.siteUrl) ? '' : '; Secure';
  return `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${LIFETIME_SECONDS}${secure}`;
}

/** The Set-Cookie value that clears the session. */
export function clearedSessionCookie(settings: Pick<Config, 'siteUrl'>): string {
  const secure = isLoopback(settings.siteUrl) ? '' : '; Secure';
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0${secure}`;
}
