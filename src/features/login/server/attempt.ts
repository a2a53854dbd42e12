/**
 * Counting a login attempt before its slow password check (docs/architecture.md section 6): each
 * count of its turn (turn.ts) is checked, then taken in one conditional write, so parallel
 * guesses on any instance cannot all pass the check first. A refusal is a 429 with Retry-After
 * that names whose count is full; a success takes every count back.
 */
import { HttpError } from '../../../platform/server/http/errors.ts';
import type { RateVerdict } from '../../../platform/server/rate-limit.ts';
import { RecordBusy } from '../../../platform/server/storage/update-record.ts';
import { NEW_BROWSER_CAP } from './throttle.ts';
import type { Count, Turn } from './turn.ts';

type Blocked = Extract<RateVerdict, { blocked: true }>;

/** How long to wait, in words: seconds under two minutes, minutes beyond. */
function waitWords(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Which of a turn's counts is full: the address's (or device's), or the area's cap. */
type Whose = 'turn' | 'areaCap';

const FULL: Record<Whose, string> = {
  turn: 'Too many failed logins to this area from your address.',
  areaCap: `This area had too many failed logins, so browsers that have not logged in to it before share ${NEW_BROWSER_CAP.limit} tries an hour, and they are used up.`,
};
const BUSY: Record<Whose, string> = {
  turn: 'Too many logins at once from your address. Please wait a moment.',
  areaCap: 'Too many logins at once to this area. Please wait a moment.',
};

function refuse(verdict: Blocked, whose: Whose): never {
  const wait = waitWords(verdict.retryAfterSeconds);
  const elsewhere =
    whose === 'areaCap' ? ' A browser that has logged in here before is not held up.' : '';
  throw new HttpError(429, `${FULL[whose]} Please try again in ${wait}.${elsewhere}`, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}

/** A turn's counts, each with whose it is. */
const countsOf = (turn: Turn): [Count, Whose][] =>
  turn.areaCap
    ? [
        [turn, 'turn'],
        [turn.areaCap, 'areaCap'],
      ]
    : [[turn, 'turn']];

/**
 * Checks and takes the turn's counts, or refuses with 429 (taking back any already taken);
 * answers what takes them back when the password turns out right.
 */
export async function beginAttempt(turn: Turn): Promise<() => Promise<void>> {
  const counts = countsOf(turn);
  for (const [count, whose] of counts) {
    const early = await count.throttle.check(count.client);
    if (early.blocked) refuse(early, whose);
  }
  const taken: { count: Count; attempt: number }[] = [];
  const forgive = async () => {
    for (const { count, attempt } of taken) await count.throttle.forgive(count.client, attempt);
  };
  for (const [count, whose] of counts) {
    let begun;
    try {
      begun = await count.throttle.begin(count.client);
    } catch (error) {
      if (!(error instanceof RecordBusy)) throw error;
      await forgive();
      throw new HttpError(429, BUSY[whose], { 'Retry-After': '5' });
    }
    if ('blocked' in begun) {
      await forgive();
      refuse(begun, whose);
    }
    taken.push({ count, attempt: begun.attempt });
  }
  return forgive;
}
