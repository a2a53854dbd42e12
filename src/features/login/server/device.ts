/**
 * Device cookies (OWASP's "Slow down online guessing attacks with device cookies"): a browser that
 * has logged in to an area keeps a signed token naming a device id and the area. With it, its
 * attempts count against the device alone (DEVICE_THROTTLE), not its address, so a guesser on
 * the same church Wi-Fi cannot take its turns (docs/security.md, "Where each rule is enforced").
 * Signed with a key derived from the session key for this use and area alone, so a session token
 * is never a device cookie nor the reverse, and from the area's password hash (its
 * `passwordBinding`, as sessions are bound): a new password hash makes a new key, so every older
 * device cookie fails its signature, with nothing stored. HttpOnly, SameSite=Strict, Secure off
 * loopback, and sent only to /login.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { deriveKey } from '../../../platform/server/auth/derive-key.ts';
import { isLoopback } from '../../../platform/server/auth/origin.ts';
import { passwordBinding } from '../../../platform/server/auth/session.ts';
import type { Area, Config } from '../../../platform/server/config/types.ts';
import { DEVICE_LIFETIME_SECONDS } from './throttle.ts';

const ISSUER = 'dcc-website';
const AUDIENCE = 'dcc-login-device';
/** The path the browser sends the cookie to: the login function's, nothing else. */
export const DEVICE_COOKIE_PATH = '/login';

/** What signing and checking a device cookie needs of the config. */
export type DeviceKeySettings = Pick<Config, 'sessionSecret' | 'passwordHashes'>;

// the area's password binding in the purpose: a changed hash derives another key
const deviceKey = (area: Area, settings: DeviceKeySettings) =>
  deriveKey(
    settings.sessionSecret,
    `login-device-cookie ${area} ${passwordBinding(area, settings)}`,
  );

/** The cookie's name for an area: one per area, so each is bound to its own. */
export const deviceCookieName = (area: Area) => `dcc_device_${area}`;

/** Signs a device token for the area; the same `device` id is kept when it is renewed. */
export function createDeviceToken(
  area: Area,
  settings: DeviceKeySettings,
  nowMs: number,
  device: string = randomUUID(),
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(area)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(device)
    .setIssuedAt(now)
    .setExpirationTime(now + DEVICE_LIFETIME_SECONDS)
    .sign(deviceKey(area, settings));
}

/**
 * The device id of a genuine, unexpired token for this area made under its current password
 * hash; null for anything else.
 */
export async function verifyDeviceToken(
  token: string | undefined,
  area: Area,
  settings: DeviceKeySettings,
  nowMs: number,
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, deviceKey(area, settings), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: area,
      typ: 'JWT',
      requiredClaims: ['sub', 'exp', 'jti'],
      currentDate: new Date(nowMs),
    });
    return typeof payload.jti === 'string' && /^[\w-]{1,64}$/.test(payload.jti)
      ? payload.jti
      : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value of an area's device cookie. */
export function deviceCookie(area: Area, token: string, settings: Pick<Config, 'siteUrl'>): string {
  const secure = isLoopback(settings.siteUrl) ? '' : '; Secure';
  return `${deviceCookieName(area)}=${token}; HttpOnly; SameSite=Strict; Path=${DEVICE_COOKIE_PATH}${secure}; Max-Age=${DEVICE_LIFETIME_SECONDS}`;
}
