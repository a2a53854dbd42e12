/**
 * Faults of the site's own code that a kept copy stood in for (docs/operations.md, "When an
 * answer is a kept copy"). keepLastGood serves the last good answer whenever the live one fails,
 * so a crash in our code (a module that will not load, a TypeError) would look like a Planning
 * Center outage, and a church would see last week's list and never know why. So the fallback
 * tells them apart: Planning Center's failures are PcoErrors (and a service's own 5xx); anything
 * else is logged as a fault in the site's code and kept here, one record per answer, where the
 * podcast admin page and the doctor read it.
 */
import { HttpError } from '../http/errors.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Storage } from '../storage/types.ts';
import { readRecord } from '../storage/update-record.ts';
import { jsonRecord } from '../storage/record-format.ts';
import * as z from '../../shared/vendor/zod-mini.mjs';

/** Where the records are kept: `faults/<answer>.json`. */
export const FAULTS_PREFIX = 'faults/';
/** How long a fault is shown after it last happened. */
export const FAULT_SHOWN_MS = 7 * 24 * 60 * 60_000;

const FAULT = z.object({ answer: z.string(), message: z.string(), at: z.number() });
const FORMAT = jsonRecord(FAULT);

/** The last fault of one answer: which, what it said, when (epoch ms). */
export type Fault = z.output<typeof FAULT>;

/** True for a failure of Planning Center or one a service meant (an HttpError of 500 or more). */
export function isUpstreamFailure(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 500;
}

const keyOf = (answer: string) => `${FAULTS_PREFIX}${answer}.json`;
const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Keeps the fault that broke `answer` at `at`; a failure to keep it is only logged. */
export async function noteFault(
  storage: Storage,
  answer: string,
  error: unknown,
  at: number,
): Promise<void> {
  const fault: Fault = { answer, message: messageOf(error).slice(0, 500), at };
  await storage
    .put(keyOf(answer), FORMAT.serialize(fault), { contentType: FORMAT.contentType })
    .catch((failure: unknown) => console.error(`Could not keep the ${answer} fault:`, failure));
}

/**
 * Says why a kept copy of `answer` stands in for the live one: Planning Center failed (a
 * warning), or the site's own code did (an error with its stack, and the fault kept).
 */
export async function sayWhyKept(
  deps: { storage: Storage; clock: Clock },
  answer: string,
  error: unknown,
  storedAt: number,
): Promise<void> {
  const stored = new Date(storedAt).toISOString();
  if (isUpstreamFailure(error)) {
    console.warn(`Planning Center failed; serving the ${answer} answer stored ${stored}`);
    return;
  }
  console.error(
    `A fault in the site's code, not Planning Center, broke the ${answer} answer; serving the one stored ${stored}:`,
    error,
  );
  await noteFault(deps.storage, answer, error, deps.clock.now());
}

/** The faults of the last week at `now`, newest first. */
export async function recentFaults(storage: Storage, now: number): Promise<Fault[]> {
  const faults: Fault[] = [];
  for (const object of await storage.list(FAULTS_PREFIX)) {
    const record = await readRecord(storage, object.key, FORMAT);
    if (record && now - record.value.at <= FAULT_SHOWN_MS) faults.push(record.value);
  }
  return faults.sort((a, b) => b.at - a.at);
}
