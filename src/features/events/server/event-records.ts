/**
 * The site's own record of the events its public lists have shown (shared/event-records.ts), one
 * object per kind in storage (`cache/events/shown-<kind>.v1.json`, private like everything
 * outside media/), so that any instance can tell an event that was public and is over from an
 * id that never was public, without asking Planning Center about the id. Each instance keeps
 * its copy for a minute; writes go through updateRecord (docs/architecture.md section 4, "Stored
 * records"), so instances do not undo each other's.
 */
import type { EventsAnswer } from '../shared/api-types.ts';
import { CALENDAR_KINDS, type CalendarKind } from '../shared/calendar-links.ts';
import { endedEventName, noteShown, type ShownEvents } from '../shared/event-records.ts';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import type { RecordDeps } from '../../../app/deps.ts';
import { jsonRecord } from '../../../platform/server/storage/record-format.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readRecord, updateRecord } from '../../../platform/server/storage/update-record.ts';

/** Where the record of the kind's shown events is stored: the JSON of its ShownEvents. */
export const shownEventsKey = (kind: CalendarKind): string => `cache/events/shown-${kind}.v1.json`;
/** How long an instance trusts its copy before reading storage again. */
const FRESH_MS = 60_000;

interface Copy {
  records: ShownEvents;
  /** The stored object's etag; null when there is none. */
  etag: string | null;
  readAt: number;
  /** The public answer these records already hold (the same object: events.ts), if any. */
  noted?: EventsAnswer;
}

/** This instance's copies, per storage (a new config in tests makes a new storage). */
const copiesOf = new WeakMap<Storage, Map<CalendarKind, Copy>>();

function copies({ storage }: RecordDeps): Map<CalendarKind, Copy> {
  let map = copiesOf.get(storage);
  if (!map) copiesOf.set(storage, (map = new Map<CalendarKind, Copy>()));
  return map;
}

/** Each id's name and end (a key such as `__proto__`, never an event's id, is dropped). */
export const SHOWN_SCHEMA = z.record(
  z.string(),
  z.object({ name: z.string(), endsAt: z.string() }),
);

// unreadable: start again, the next fresh answer rewrites it
const SHOWN = jsonRecord<ShownEvents>(SHOWN_SCHEMA, () => ({}));

async function read(deps: RecordDeps, kind: CalendarKind, now: number): Promise<Copy> {
  const stored = await readRecord(deps.storage, shownEventsKey(kind), SHOWN);
  if (stored) return { records: stored.value, etag: stored.etag, readAt: now };
  // the demo starts with the history its site would have kept
  return { records: await deps.shownAtStart(kind, now), etag: null, readAt: now };
}

async function copyOf(deps: RecordDeps, kind: CalendarKind, now: number): Promise<Copy> {
  const copy = copies(deps).get(kind);
  if (copy && now - copy.readAt < FRESH_MS) return copy;
  const next = await read(deps, kind, now);
  copies(deps).set(kind, next);
  return next;
}

async function note(
  deps: RecordDeps,
  kind: CalendarKind,
  answer: EventsAnswer,
  now: number,
): Promise<void> {
  const copy = await copyOf(deps, kind, now);
  // a warm request repeats the answer already noted: nothing to compare or write
  if (copy.noted === answer) return;
  const read = copy.etag === null ? null : { value: copy.records, etag: copy.etag };
  // what a new site starts with (the demo's history) matters only while nothing is stored
  const start = read ? {} : await deps.shownAtStart(kind, now);
  const stored = await updateRecord(
    deps.storage,
    shownEventsKey(kind),
    SHOWN,
    (current) => {
      const records = noteShown(current ?? start, answer, now);
      return current && JSON.stringify(records) === JSON.stringify(current) ? null : records;
    },
    { read },
  );
  if (!stored) return;
  const readAt = stored.written ? now : copy.readAt;
  copies(deps).set(kind, { records: stored.value, etag: stored.etag, readAt, noted: answer });
}

/** Notes a fresh public answer of the kind; a failure is logged, never the visitor's. */
export async function noteShownEvents(
  deps: RecordDeps,
  kind: CalendarKind,
  answer: EventsAnswer,
): Promise<void> {
  await note(deps, kind, answer, deps.clock.now()).catch((error: unknown) =>
    console.error(`Could not keep the record of shown ${kind} events:`, error),
  );
}

/** The name of an event the public lists showed and that has ended since, or null. */
export async function endedPublicEvent(deps: RecordDeps, id: string): Promise<string | null> {
  const now = deps.clock.now();
  for (const kind of CALENDAR_KINDS) {
    const name = endedEventName((await copyOf(deps, kind, now)).records, id, now);
    if (name) return name;
  }
  return null;
}
