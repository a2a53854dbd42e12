/**
 * Whose count a login attempt goes to (docs/requirements.md section 9): a trusted device
 * cookie's own (device.ts), else the address's for that area, under a slower rule while the
 * area is past its ceiling (area-failures.ts), and then for an area that spends money also the
 * area's count of browsers without a device cookie (NEW_BROWSER_CAP). Counted before the slow
 * password check (attempt.ts); a success takes its counts back.
 */
import type { StorageDeps } from '../../../app/deps.ts';
import { deriveKey } from '../../../platform/server/auth/derive-key.ts';
import { readCookie } from '../../../platform/server/auth/session.ts';
import type { Area, Config } from '../../../platform/server/config/types.ts';
import { clientKey, type RateRule } from '../../../platform/server/rate-limit.ts';
import { pastCeiling } from './area-failures.ts';
import { deviceCookieName, verifyDeviceToken } from './device.ts';
import { createSharedThrottle, type SharedThrottle } from './login-failures.ts';
import {
  CAPPED_AREAS,
  DEVICE_THROTTLE,
  LOGIN_THROTTLE,
  NEW_BROWSER_CAP,
  SLOWED_THROTTLE,
} from './throttle.ts';

/** One count an attempt goes to: the record's name before hashing, and its rule. */
export interface Count {
  /** `device {id}`, `address {key} {area}` or `new browsers {area}`. */
  client: string;
  throttle: SharedThrottle;
}

/** Where an attempt is counted, and what it may do. */
export interface Turn extends Count {
  /** The area's shared count of browsers without a device cookie, while it is capped; or null. */
  areaCap: Count | null;
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
      return { client: `device ${device}`, throttle, areaCap: null, device, slowed: false };
  }
  const slowed = area ? await pastCeiling(deps.storage, area, now) : false;
  const capped = slowed && area !== undefined && CAPPED_AREAS.includes(area);
  return {
    // unknown usernames share one count per address, so they cannot dodge the throttle
    client: `address ${clientKey(clientAddress)} ${area ?? '?'}`,
    throttle: throttleFor(deps, slowed ? SLOWED_THROTTLE : LOGIN_THROTTLE),
    areaCap: capped
      ? { client: `new browsers ${area}`, throttle: throttleFor(deps, NEW_BROWSER_CAP) }
      : null,
    device: null,
    slowed,
  };
}
