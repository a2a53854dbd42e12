/** Where the iCalendar feeds live (served by netlify/functions/calendar.mts), and file names. */
import { dayKey } from '../../../platform/shared/dates.ts';
import type { EventEntry } from './event-groups.ts';

export type CalendarKind = 'church' | 'special' | 'youth';

/** The three calendars, as the events endpoints name them. */
export const CALENDAR_KINDS: readonly CalendarKind[] = ['church', 'special', 'youth'];

/** Human names of the calendars, for feed titles and link labels. */
export const CALENDAR_NAMES: Record<CalendarKind, string> = {
  church: 'Regular Events',
  special: 'Special Events',
  youth: 'Youth Group Events',
};

/** True for a known calendar kind. */
export function isCalendarKind(value: string | undefined): value is CalendarKind {
  return CALENDAR_KINDS.includes(value as CalendarKind);
}

/** The site path of a whole calendar's feed. */
export function feedPath(kind: CalendarKind): string {
  return `/api/calendar/${kind}.ics`;
}

/** The site path of one occurrence's .ics file. */
export function occurrencePath(kind: CalendarKind, occurrenceId: string): string {
  return `/api/calendar/${kind}/${encodeURIComponent(occurrenceId)}.ics`;
}

/**
 * The subscribe link for a feed: calendar apps (iOS, macOS, Outlook) treat webcal: as
 * "subscribe" and fetch the same host over https (or http for a local site).
 */
export function webcalUrl(origin: string, kind: CalendarKind): string {
  const url = new URL(feedPath(kind), origin);
  return `webcal://${url.host}${url.pathname}`;
}

/** A file name for an occurrence download, such as 'sunday-worship-2025-03-02.ics'. */
export function occurrenceFileName(entry: EventEntry, zone: string): string {
  const slug = entry.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'event'}-${dayKey(entry.startsAt, zone)}.ics`;
}
