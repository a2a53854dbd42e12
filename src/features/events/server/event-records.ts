/**
 * The site's own record of the events its public lists have shown (lib/event-records.ts), one
 * object per kind in storage (`cache/events/shown-<kind>.v1.json`, private like everything
 * outside media/), so that any instance can tell an event that was public and is over from an
 * id that never was public, without asking Planning Center about the id. Each instance keeps
 * its copy for a minute; writes are conditional, so instances do not undo each other's.
 */
import type { EventsAnswer } from '../shared/api-types.ts';
import { CALENDAR_KINDS, type CalendarKind } from '../shared/calendar-links.ts';
import { endedEventName, noteShown, type ShownEvents } from '../shared/event-records.ts';
import type { RecordDeps } from '../../../app/deps.ts';
import {
  NotFound,
  PreconditionFailed,
  type Storage,
} from '../../../platform/server/storage/types.ts';
import { readText } from '../../../platform/server/storage/read.ts';

/** Where the record of the kind's shown events is stored: the JSON of its ShownEvents. */
export const shownEventsKey = (kind: CalendarKind): string => `cache/events/shown-${kind}.v1.json`;
/** How long an instance trusts its copy before reading storage again. */
const FRESH_MS = 60_000;

interface Copy {
  records: ShownEvents;
  /** The stored object's etag; null when there is none. */
  etag: string | null;
  readAt: number;
  /** The public answer these records already hold (the same object: data/events.ts), if any. */
  noted?: EventsAnswer;
}

/** This instance's copies, per storage (a new config in tests makes a new storage). */
const copiesOf = new WeakMap<Storage, Map<CalendarKind, Copy>>();

function copies({ storage }: RecordDeps): Map<CalendarKind, Copy> {
  let map = copiesOf.get(storage);
  if (!map) copiesOf.set(storage, (map = new Map<CalendarKind, Copy>()));
  return map;
}

function parse(text: string): ShownEvents {
  try {
    const records: unknown = JSON.parse(text);
    if (records && typeof records === 'object' && !Array.isArray(records))
      return records as ShownEvents;
  } catch {
    // unreadable: start again, the next fresh answer rewrites it
  }
  return {};
}

async function read(deps: RecordDeps, kind: CalendarKind, now: number): Promise<Copy> {
  try {
    const { text, etag } = await readText(deps.storage, shownEventsKey(kind));
    return { records: parse(text), etag, readAt: now };
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    // the demo starts with the history its site would have kept
    return { records: await deps.shownAtStart(kind, now), etag: null, readAt: now };
  }
}

async function copyOf(
  deps: RecordDeps,
  kind: CalendarKind,
  now: number,
  fresh = false,
): Promise<Copy> {
  const copy = copies(deps).get(kind);
  if (copy && !fresh && now - copy.readAt < FRESH_MS) return copy;
  const next = await read(deps, kind, now);
  copies(deps).set(kind, next);
  return next;
}

async function write(deps: RecordDeps, kind: CalendarKind, copy: Copy, next: Copy) {
  const stored = await deps.storage.put(shownEventsKey(kind), JSON.stringify(next.records), {
    contentType: 'application/json',
    ...(copy.etag === null ? { ifNoneMatch: '*' as const } : { ifMatch: copy.etag }),
  });
  copies(deps).set(kind, { ...next, etag: stored.etag });
}

async function note(
  deps: RecordDeps,
  kind: CalendarKind,
  answer: EventsAnswer,
  now: number,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const copy = await copyOf(deps, kind, now, attempt > 0);
    // a warm request repeats the answer already noted: nothing to compare or write
    if (copy.noted === answer) return;
    const records = noteShown(copy.records, answer, now);
    if (copy.etag !== null && JSON.stringify(records) === JSON.stringify(copy.records)) {
      copy.noted = answer;
      return;
    }
    try {
      return await write(deps, kind, copy, { records, etag: null, readAt: now, noted: answer });
    } catch (error) {
      // another instance wrote first: merge into what it wrote, once
      if (!(error instanceof PreconditionFailed) || attempt > 0) throw error;
    }
  }
}

/** Notes a fresh public answer of the kind; a failure is logged, never the visitor's. */
export async function noteShownEvents(
  deps: RecordDeps,
  kind: CalendarKind,
  answer: EventsAnswer,
): Promise<void> {
  await note(deps, kind, answer, Date.now()).catch((error: unknown) =>
    console.error(`Could not keep the record of shown ${kind} events:`, error),
  );
}

/** The name of an event the public lists showed and that has ended since, or null. */
export async function endedPublicEvent(
  deps: RecordDeps,
  id: string,
  now = Date.now(),
): Promise<string | null> {
  for (const kind of CALENDAR_KINDS) {
    const name = endedEventName((await copyOf(deps, kind, now)).records, id, now);
    if (name) return name;
  }
  return null;
}
