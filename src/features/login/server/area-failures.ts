/**
 * The area-wide ceiling on failed logins (docs/requirements.md section 9): every failure to an
 * area, from any address, is counted in one record per area
 * (`auth/login-failures/area-{area}.json`, no address in it). Past AREA_CEILING in an hour, further failures are logged and addresses get
 * SLOWED_THROTTLE (login.ts); the podcast admin page and `npm run doctor` warn (loginWarnings).
 */
import { AREAS } from '../../../platform/server/config/session.ts';
import type { Area } from '../../../platform/server/config/types.ts';
import { recentAttempts } from '../../../platform/server/rate-limit.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readRecord, updateRecord } from '../../../platform/server/storage/update-record.ts';
import { FAILURES, MAX_ROUNDS } from './login-failures.ts';
import { AREA_CEILING, CAPPED_AREAS, LOGIN_FAILURES_PREFIX, NEW_BROWSER_CAP } from './throttle.ts';

/**
 * An area with more than `ceiling` failed logins in the last hour; for a capped area, the
 * password checks an hour its browsers without a device cookie now share.
 */
export interface LoginWarning {
  area: Area;
  ceiling: number;
  newBrowserCap?: number;
}

/** The key of an area's record. */
export const areaFailuresKey = (area: Area) => `${LOGIN_FAILURES_PREFIX}area-${area}.json`;

/** The area's failed logins in the last hour (at most one more than the ceiling is kept). */
export async function areaFailures(storage: Storage, area: Area, at: number): Promise<number> {
  const stored = await readRecord(storage, areaFailuresKey(area), FAILURES);
  return recentAttempts(stored?.value.failures ?? [], at, AREA_CEILING.windowMs).length;
}

/** True when the area has seen more failed logins in the last hour than the ceiling. */
export async function pastCeiling(storage: Storage, area: Area, at: number): Promise<boolean> {
  return (await areaFailures(storage, area, at)) > AREA_CEILING.limit;
}

/**
 * Counts one failed login to the area and answers its failures in the last hour, this one
 * included. The record keeps only the latest ceiling-plus-one times, so it stays small.
 */
export async function countAreaFailure(storage: Storage, area: Area, at: number): Promise<number> {
  let count = 0;
  await updateRecord(
    storage,
    areaFailuresKey(area),
    FAILURES,
    (current) => {
      const kept = recentAttempts(current?.failures ?? [], at, AREA_CEILING.windowMs);
      const failures = [...kept, at].slice(-(AREA_CEILING.limit + 1));
      count = kept.length + 1;
      return { failures };
    },
    { attempts: MAX_ROUNDS },
  );
  return count;
}

/** The areas past the ceiling now: what the podcast admin page and the doctor warn about. */
export async function loginWarnings(storage: Storage, at: number): Promise<LoginWarning[]> {
  const past = await Promise.all(AREAS.map((area) => pastCeiling(storage, area, at)));
  return AREAS.filter((_, i) => past[i]).map((area) => ({
    area,
    ceiling: AREA_CEILING.limit,
    ...(CAPPED_AREAS.includes(area) ? { newBrowserCap: NEW_BROWSER_CAP.limit } : {}),
  }));
}
