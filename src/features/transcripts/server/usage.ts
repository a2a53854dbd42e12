/**
 * The monthly ceiling on paid transcription (docs/security.md, "Where each rule is enforced";
 * docs/operations.md, "Transcripts"): the seconds of audio of every job the site starts are kept
 * in a record per calendar month (UTC, as AWS bills), transcription/usage/YYYY-MM.json. A job
 * reserves its audio's measured length there before StartTranscriptionJob, through
 * updateRecord, so two instances can never both spend the last minutes; a start Transcribe
 * refused gives them back. A job that does not fit is held until the next month starts. Once a
 * job has finished, its entry keeps the seconds Transcribe processed (settle).
 */
import { DateTime } from 'luxon';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { formatDate } from '../../../platform/shared/dates.ts';
import { jsonRecord } from '../../../platform/server/storage/record-format.ts';
import { MONTHLY_MINUTES } from '../../../platform/server/config/transcribe.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readRecord, updateRecord } from '../../../platform/server/storage/update-record.ts';
import type { MonthUsage } from '../shared/types.ts';
import { TRANSCRIPTION_PREFIX } from './job-store.ts';

const USAGE_SCHEMA = z.object({
  month: z.string(),
  started: z.array(
    z.object({
      jobName: z.string(),
      /** Reserved before the start. */
      seconds: z.number(),
      /** Processed, as the job's output shows, once it has finished. */
      processed: z.exactOptional(z.number()),
    }),
  ),
});
type Usage = z.output<typeof USAGE_SCHEMA>;
const USAGE = jsonRecord(USAGE_SCHEMA);

/** The monthly ceiling of the config (TRANSCRIBE_MONTHLY_MINUTES). */
export const ceilingOf = (cfg: Config): number =>
  cfg.transcribe.enabled ? cfg.transcribe.monthlyMinutes : MONTHLY_MINUTES;

/** The calendar month (UTC) of a time, as 'yyyy-MM'. */
export const monthOf = (now: number): string =>
  DateTime.fromMillis(now, { zone: 'utc' }).toFormat('yyyy-MM');

/** When the month after `now`'s starts (ISO time). */
export const nextMonthStart = (now: number): string =>
  DateTime.fromMillis(now, { zone: 'utc' }).startOf('month').plus({ months: 1 }).toISO()!;

const usageKey = (month: string): string => `${TRANSCRIPTION_PREFIX}usage/${month}.json`;
const total = (usage: Usage | null): number =>
  (usage?.started ?? []).reduce((sum, s) => sum + (s.processed ?? s.seconds), 0);
/** Whole minutes, as staff read them and the ceiling is set. */
const minutes = (seconds: number): number => Math.ceil(seconds / 60);
const inWords = (n: number): string => `${n} minute${n === 1 ? '' : 's'}`;

/** The month's use against the ceiling, in minutes. */
export async function monthUsage(
  storage: Storage,
  now: number,
  ceilingMinutes: number,
): Promise<MonthUsage> {
  const month = monthOf(now);
  const stored = await readRecord(storage, usageKey(month), USAGE);
  return { month, usedMinutes: minutes(total(stored?.value ?? null)), ceilingMinutes };
}

/** What reserving a job's audio found. */
export type Reservation =
  | { kind: 'reserved'; month: string }
  | { kind: 'held'; until: string; message: string }
  | { kind: 'too-long'; message: string };

/** Reserves `seconds` for the job in this month's record, unless they would pass the ceiling. */
export async function reserve(
  storage: Storage,
  jobName: string,
  seconds: number,
  now: number,
  ceilingMinutes: number,
): Promise<Reservation> {
  const ceiling = ceilingMinutes * 60;
  if (seconds > ceiling)
    return {
      kind: 'too-long',
      message: `The sermon’s ${inWords(minutes(seconds))} are more than the monthly ceiling of ${inWords(ceilingMinutes)} (TRANSCRIBE_MONTHLY_MINUTES), so it was not sent to Amazon Transcribe.`,
    };
  const month = monthOf(now);
  let fits = true;
  await updateRecord(storage, usageKey(month), USAGE, (current) => {
    const usage = current ?? { month, started: [] };
    fits = usage.started.some((s) => s.jobName === jobName);
    if (fits) return null; // counted by an earlier try
    fits = total(usage) + seconds <= ceiling;
    if (!fits) return null;
    return { ...usage, started: [...usage.started, { jobName, seconds }] };
  });
  if (fits) return { kind: 'reserved', month };
  const until = nextMonthStart(now);
  return {
    kind: 'held',
    until,
    message: `It would pass this month’s ceiling of ${inWords(ceilingMinutes)} of audio (TRANSCRIBE_MONTHLY_MINUTES), so it starts by itself on ${formatDate(until, 'UTC')}.`,
  };
}

/** Changes the job's entry in the month's record (null: none yet); `entry` returns the new one or null. */
async function changeEntry(
  storage: Storage,
  month: string,
  jobName: string,
  entry: (current: Usage['started'][number] | null) => Usage['started'][number] | null,
): Promise<void> {
  await updateRecord(storage, usageKey(month), USAGE, (current) => {
    const usage = current ?? { month, started: [] };
    const found = usage.started.find((s) => s.jobName === jobName) ?? null;
    const changed = entry(found);
    if (!changed) return null;
    const others = usage.started.filter((s) => s.jobName !== jobName);
    return { ...usage, started: [...others, changed] };
  });
}

/**
 * Counts a started job in its month again if another instance gave its reservation back meanwhile
 * (its own start refused while this one's was accepted): what Transcribe runs is paid for.
 */
export const keepReserved = (storage: Storage, jobName: string, seconds: number, month: string) =>
  changeEntry(storage, month, jobName, (found) => (found ? null : { jobName, seconds }));

/** After a job: its entry keeps the seconds Transcribe processed (docs/architecture.md section 10). */
export const settle = (storage: Storage, jobName: string, processed: number, month: string) =>
  changeEntry(storage, month, jobName, (found) =>
    found?.processed === processed
      ? null
      : { jobName, seconds: found?.seconds ?? processed, processed },
  );

/** Gives back the job's seconds: Transcribe refused to start it, so it costs nothing. */
export async function release(storage: Storage, jobName: string, month: string): Promise<void> {
  await updateRecord(storage, usageKey(month), USAGE, (current) =>
    current?.started.some((s) => s.jobName === jobName)
      ? { ...current, started: current.started.filter((s) => s.jobName !== jobName) }
      : null,
  );
}
