/**
 * The doctor's look at failed logins: an area with more than its ceiling of failures in the
 * last hour, from any addresses, is named with a warning (`!`): someone may be guessing its
 * password, and for an area that spends money, that browsers without a device cookie share a few
 * tries an hour. A member's browser that has logged in before is never held up, so it is not a
 * problem to fix (docs/requirements.md section 9).
 */
import { AREA_CEILING, loginWarnings } from '../../src/features/login/server/index.ts';
import type { Storage } from '../../src/platform/server/storage/types.ts';
import { pass, remind, type Finding } from './report.ts';

/** One finding: the areas past the ceiling now, or that none is. */
export async function checkFailedLogins(storage: Storage, at: number): Promise<Finding> {
  const warnings = await loginWarnings(storage, at);
  if (!warnings.length)
    return pass('failed logins', `no area had more than ${AREA_CEILING.limit} in the last hour`);
  const capped = warnings.flatMap(({ area, newBrowserCap }) =>
    newBrowserCap === undefined
      ? []
      : [
          ` Browsers without a device cookie share ${newBrowserCap} password checks an hour to ${area} (it spends money); those that logged in before are not held up.`,
        ],
  );
  return remind(
    'failed logins',
    `${warnings.map((w) => w.area).join(', ')}: more than ${AREA_CEILING.limit} in the last hour, from any addresses; someone may be guessing. Further failures are slowed; if it goes on, choose a new, longer password (npm run hash-password).${capped.join('')}`,
  );
}
