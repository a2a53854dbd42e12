/**
 * iCalendar (RFC 5545) documents for the event feeds and for one occurrence's "Add to
 * calendar" file, built with ical-generator. Every time is written in UTC ('Z'): exact
 * whatever zone the reader's calendar app uses, with no VTIMEZONE to keep current. (With a
 * calendar-wide zone, ical-generator 11 writes DTSTAMP without 'Z', which RFC 5545 forbids, and
 * formats plain Dates in the host's zone.) X-WR-TIMEZONE tells apps the church's zone.
 */
import { ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { CALENDAR_NAMES, type CalendarKind } from './calendar-links.ts';
import type { EventEntry } from './event-groups.ts';

export interface CalendarInput {
  kind: CalendarKind;
  entries: readonly EventEntry[];
  /** IANA zone of the church. */
  zone: string;
  /** Public origin, for UIDs and links back to the site. */
  siteUrl: string;
  /** DTSTAMP: the time of the deps' clock. */
  now: Date;
}

/** The stable UID of an occurrence: the same in the feed and in its single .ics file. */
export function occurrenceUid(kind: CalendarKind, occurrenceId: string, siteUrl: string): string {
  return `${kind}-${occurrenceId}@${new URL(siteUrl).hostname}`;
}

/** Where the site shows a calendar's events. */
function pageFor(kind: CalendarKind, siteUrl: string): string {
  return new URL(kind === 'youth' ? '/youth' : '/events', siteUrl).href;
}

/** Builds the VCALENDAR text for the entries. */
export function buildCalendar(input: CalendarInput): string {
  const { kind, entries, zone, siteUrl, now } = input;
  const calendar = new ICalCalendar({
    name: `DCC ${CALENDAR_NAMES[kind]}`,
    prodId: { company: 'Dogwood Community Church', product: 'church-website', language: 'EN' },
    url: pageFor(kind, siteUrl),
    ttl: 60 * 60,
    x: { 'X-WR-TIMEZONE': zone },
  });
  for (const entry of entries) {
    const start = DateTime.fromISO(entry.startsAt, { zone: 'utc' });
    const end = DateTime.fromISO(entry.endsAt, { zone: 'utc' });
    if (!start.isValid || !end.isValid) continue;
    calendar.createEvent({
      id: occurrenceUid(kind, entry.id, siteUrl),
      start,
      end,
      stamp: DateTime.fromJSDate(now, { zone: 'utc' }),
      summary: entry.name,
      description: entry.details,
      url: pageFor(kind, siteUrl),
    });
  }
  return calendar.toString();
}
