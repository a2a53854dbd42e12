/**
 * What a failed login leaves behind beyond its own count: one more for the area's ceiling
 * (area-failures.ts) and, past the ceiling, a line in the function log naming the area (never
 * the address), so an operator sees a guessing campaign (docs/requirements.md section 9).
 */
import type { Area } from '../../../platform/server/config/types.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { RecordBusy } from '../../../platform/server/storage/update-record.ts';
import { countAreaFailure } from './area-failures.ts';
import { AREA_CEILING } from './throttle.ts';
import type { Turn } from './turn.ts';

/** Counts a failed login for its area, and logs it when the area is past its ceiling. */
export async function countFailure(
  storage: Storage,
  area: Area,
  turn: Pick<Turn, 'device' | 'slowed'>,
  at: number,
): Promise<void> {
  let count: number | null;
  try {
    count = await countAreaFailure(storage, area, at);
  } catch (error) {
    // a flood of failures fighting over the record: that is itself past any ceiling
    if (!(error instanceof RecordBusy)) throw error;
    count = null;
  }
  if (count !== null && count <= AREA_CEILING.limit && !turn.slowed) return;
  console.warn(
    `login: another failed login to ${area}, past its ceiling of ${AREA_CEILING.limit} failures an hour from any addresses; each address now gets one try a minute (browsers with a device cookie are not slowed)`,
  );
}
