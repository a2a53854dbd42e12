/**
 * What the site keeps of the events it has shown, so an event that was public and is over can
 * still say so on its page, from the site's own memory and never from asking Planning Center
 * about an id (which would tell a guesser that a hidden event exists). Pure; server/data/
 * event-records.ts stores it.
 */
import type { EventsAnswer } from './api-types.ts';

/** An event the public lists showed: its name and the end of its last occurrence seen. */
export interface ShownEvent {
  name: string;
  endsAt: string;
}

/** Shown events by Planning Center id. */
export type ShownEvents = Record<string, ShownEvent>;

/** Ended events are forgotten after this long. */
export const FORGET_AFTER_MS = 180 * 24 * 60 * 60_000;

const time = (iso: string) => Date.parse(iso) || 0;

/**
 * The records after a fresh public answer at `now`: every event in it is noted with the end of
 * its last occurrence. An event that is missing from the answer before its last occurrence ended
 * was taken off the calendar (hidden, unpublished, untagged or deleted): it is forgotten, so its
 * page never says it existed. Events that ended long ago are forgotten too.
 */
export function noteShown(records: ShownEvents, answer: EventsAnswer, now: number): ShownEvents {
  const next: ShownEvents = {};
  for (const [id, record] of Object.entries(records)) {
    const end = time(record.endsAt);
    if (end <= now && now - end < FORGET_AFTER_MS) next[id] = record;
  }
  for (const event of answer.included ?? []) {
    let endsAt = '';
    for (const o of answer.data) {
      const end = o.attributes.ends_at;
      if (o.relationships.event.data.id === event.id && time(end) > time(endsAt)) endsAt = end;
    }
    if (endsAt) next[event.id] = { name: event.attributes.name, endsAt };
  }
  return next;
}

/** The name of the event with this id when the lists showed it and it has ended, else null. */
export function endedEventName(records: ShownEvents, id: string, now: number): string | null {
  const record = Object.hasOwn(records, id) ? records[id] : undefined;
  return record && time(record.endsAt) <= now ? record.name : null;
}
