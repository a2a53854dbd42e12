/**
 * Whose count a login attempt goes to (docs/requirements.md section 9): a trusted device
 * cookie's own (device.ts), else the address's for that area, under a slower rule while the
 * area is past its ceiling (area-failures.ts). Counted before the slow password check, in one
 * conditional write; a success takes its count back.
 */
import type { StorageDeps } from '../../../app/deps.ts';
import { deriveKey } from '../../../platform/server/auth/derive-key.ts';
import { readCookie } from '../../../platform/server/auth/session.ts';
import type { Area, Config } from '../../../platform/server/config/types.ts';
import { clientKey, type RateRule } from '../../../platform/server/rate-limit.ts';
import { pastCeiling } from './area-failures.ts';
import { deviceCookieName, verifyDeviceToken } from './device.ts';
import { createSharedThrottle, type SharedThrottle } from './login-failures.ts';
import { DEVICE_THROTTLE, LOGIN_THROTTLE, SLOWED_THROTTLE } from './throttle.ts';

/** Where an attempt is counted, and what it may do. */
export interface Turn {
  /** The record's name before hashing: `device {id}` or `address {key} {area}`. */
  client: string;
  throttle: SharedThrottle;
  /** The trusted device cookie's id, or null. */
  device: string | null;
  /** True when the area is past its ceiling (and this is no trusted device). */
  slowed: boolean;
}

/** The throttle of one rule over the deps' storage, records named with the derived key. */
export function throttleFor(
  {
    cfg,
    storage,
    clock,
  }: Pick<StorageDeps, 'storage' | 'clock'> & {
    cfg: Pick<Config, 'sessionSecret'>;
  },
  rule: RateRule,
): SharedThrottle {
  const hashKey = deriveKey(cfg.sessionSecret, 'login-failure-records');
  return createSharedThrottle(storage, { ...rule, now: () => clock.now(), hashKey });
}

/** The turn a login attempt takes, from its area, device cookie and address. */
export async function chooseTurn(
  deps: StorageDeps,
  req: Request,
  area: Area | undefined,
  clientAddress: string,
): Promise<Turn> {
  const now = deps.clock.now();
  if (area) {
    const token = readCookie(req, deviceCookieName(area));
    const device = await verifyDeviceToken(token, area, deps.cfg, now);
    const throttle = throttleFor(deps, DEVICE_THROTTLE);
    // past its failures the cookie is not trusted: the browser waits like any other at its address
    if (device && !(await throttle.check(`device ${device}`)).blocked)
      return { client: `device ${device}`, throttle, device, slowed: false };
  }
  const slowed = area ? await pastCeiling(deps.storage, area, now) : false;
  return {
    // unknown usernames share one count per address, so they cannot dodge the throttle
    client: `address ${clientKey(clientAddress)} ${area ?? '?'}`,
    throttle: throttleFor(deps, slowed ? SLOWED_THROTTLE : LOGIN_THROTTLE),
    device: null,
    slowed,
  };
}
