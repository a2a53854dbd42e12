/**
 * Session tokens: HS256 JWTs made and checked with jose, carried in an HttpOnly cookie.
 *
 * Each token carries `pwd`, a keyed hash of the area's configured password hash: changing an
 * area's *_PASSWORD_HASH variable ends every session of that area at once, on every instance,
 * because a token made under the old hash no longer matches (docs/security.md).
 *
 * The tokens are stateless: any copy of a valid token is a valid session until it expires, so
 * logging out works by clearing the cookie in the browser. On top of that, logout revokes the
 * token's id in this server instance's memory: on the single local server that stops a replayed
 * cookie at once; on Netlify other warm instances keep accepting it until it expires (the cost of
 * not keeping server-side session state).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
// jose's subpaths, not its index: a cold start loads only signing and verifying (operations.md, "Measuring")
import { decodeJwt } from 'jose/jwt/decode';
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { AREAS } from '../config/session.ts';
import type { Area, Config } from '../config/types.ts';
import { isLoopback } from './origin.ts';
import { systemClock } from '../../shared/clock.ts';

export const SESSION_COOKIE = 'dcc_session';
const ISSUER = 'dcc-website';
const AUDIENCE = 'dcc-areas';
/** Three weeks: members reopen the directory now and then without typing the password again. */
export const LIFETIME_SECONDS = 21 * 24 * 60 * 60;
const MAX_REVOKED = 10_000;

/** Token ids revoked by logout, with their expiry in epoch seconds. */
const revoked = new Map<string, number>();

/** What signing and checking a session needs of the config. */
export type SessionSettings = Pick<Config, 'sessionSecret' | 'passwordHashes'>;

/**
 * The `pwd` claim: an HMAC (keyed with the session key) of the area's password hash, so the
 * token shows nothing about the hash yet stops matching the moment the hash changes.
 */
export function passwordBinding(user: Area, settings: SessionSettings): string {
  return createHmac('sha256', settings.sessionSecret)
    .update(`dcc-session-password:${user}:${settings.passwordHashes[user]}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

function sameBinding(claim: unknown, expected: string): boolean {
  if (typeof claim !== 'string' || claim.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(claim), Buffer.from(expected));
}

/** Signs a session token for an area's user, bound to the area's current password hash. */
export function createSessionToken(user: Area, settings: SessionSettings): Promise<string> {
  return new SignJWT({ pwd: passwordBinding(user, settings) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(settings.sessionSecret);
}

/**
 * The user a token names, or null when it is forged, expired, of another alg, malformed, or
 * made under a password hash that is no longer the area's.
 */
export async function verifySessionToken(
  token: string,
  settings: SessionSettings,
): Promise<Area | null> {
  try {
    const { payload } = await jwtVerify(token, settings.sessionSecret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: 'JWT',
      requiredClaims: ['sub', 'exp', 'iat', 'jti', 'pwd'],
    });
    if (payload.jti && revoked.has(payload.jti)) return null;
    const user = AREAS.find((area) => area === payload.sub);
    if (!user || !sameBinding(payload['pwd'], passwordBinding(user, settings))) return null;
    return user;
  } catch {
    return null;
  }
}

/** Forgets a token in this instance (see the file comment for what that does and does not do). */
export function revokeSessionToken(token: string, nowSeconds = systemClock.now() / 1000): void {
  let claims: { jti?: string | undefined; exp?: number | undefined };
  try {
    claims = decodeJwt(token);
  } catch {
    return;
  }
  if (!claims.jti || !claims.exp || claims.exp <= nowSeconds) return;
  for (const [id, exp] of revoked) if (exp <= nowSeconds) revoked.delete(id);
  // bounded memory: past the cap the oldest revocations go first
  while (revoked.size >= MAX_REVOKED) revoked.delete(revoked.keys().next().value as string);
  revoked.set(claims.jti, claims.exp);
}

/** Reads one cookie's value from a request; a badly encoded value counts as absent. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function cookieFlags(settings: Pick<Config, 'siteUrl'>): string {
  return `HttpOnly; SameSite=Strict; Path=/${isLoopback(settings.siteUrl) ? '' : '; Secure'}`;
}

/** The Set-Cookie value for a new session (Secure everywhere but a loopback origin). */
export function sessionCookie(token: string, settings: Pick<Config, 'siteUrl'>): string {
  return `${SESSION_COOKIE}=${token}; ${cookieFlags(settings)}; Max-Age=${LIFETIME_SECONDS}`;
}

/** The Set-Cookie value that clears the session. */
export function clearedSessionCookie(settings: Pick<Config, 'siteUrl'>): string {
  return `${SESSION_COOKIE}=; ${cookieFlags(settings)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
