/**
 * The doctor's look at faults of the site's own code that a kept copy hid in the last week
 * (src/platform/server/pco/faults.ts): visitors were shown an old answer because our code, not
 * Planning Center, failed. A ✗, since only a fix to the site ends it.
 */
import { recentFaults } from '../../src/platform/server/pco/faults.ts';
import type { Storage } from '../../src/platform/server/storage/types.ts';
import { fail, pass, type Finding } from './report.ts';

/** One finding: the answers the site's code failed to make, or that none failed. */
export async function checkCodeFaults(storage: Storage, at: number): Promise<Finding> {
  const faults = await recentFaults(storage, at);
  if (!faults.length)
    return pass('site code', 'no answer fell back to a kept copy because of the site’s own code');
  const list = faults
    .map((f) => `${f.answer} (${new Date(f.at).toISOString()}: ${f.message})`)
    .join('; ');
  return fail(
    'site code',
    `the site's own code failed to make ${list}; visitors saw the copy kept from before`,
    "Read the error in Netlify's function log (Logs → Functions), fix or roll back the deploy, then the notice clears a week after the last fault.",
  );
}
