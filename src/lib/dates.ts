/**
 * Date display in the church's time zone (SPEC.md section 5). Every function takes the zone
 * explicitly, so what a visitor sees never depends on their own clock's zone.
 */
import { DateTime } from 'luxon';

/** The zone used when CHURCH_TIMEZONE is unset (DESIGN.md section 2). */
export const DEFAULT_ZONE = 'America/New_York';

const LOCALE = 'en-US';

/** Parses an ISO-8601 instant into the zone; throws on a value luxon cannot read. */
export function inZone(iso: string, zone: string): DateTime {
  const value = DateTime.fromISO(iso, { zone, locale: LOCALE });
  if (!value.isValid) throw new Error(`Not an ISO date-time: "${iso}" (${value.invalidReason})`);
  return value;
}

/** A day heading such as 'Monday, Jan 5'. */
export function formatHeading(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('cccc, LLL d');
}

/** A time of day such as '10:30AM' (the spec's h:mma, luxon's meridiem is upper case). */
export function formatTime(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('h:mma');
}

/** A short date such as 'Jan 5, 2025'. */
export function formatDate(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('LLL d, yyyy');
}

/** The calendar day in the zone as 'yyyy-MM-dd', for grouping occurrences by day. */
export function dayKey(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('yyyy-MM-dd');
}

/** The weekday name in the zone, such as 'Monday'. */
export function weekdayName(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('cccc');
}

/**
 * A time range: '10:30AM - 12:00PM' when it ends on the same calendar day in the zone,
 * otherwise the end carries its date too: '9:00PM - Tuesday, Jan 6 1:00AM'.
 */
export function formatRange(startIso: string, endIso: string, zone: string): string {
  const start = inZone(startIso, zone);
  const end = inZone(endIso, zone);
  const startText = start.toFormat('h:mma');
  if (end.hasSame(start, 'day')) return `${startText} - ${end.toFormat('h:mma')}`;
  return `${startText} - ${end.toFormat('cccc, LLL d h:mma')}`;
}

/**
 * A full range with the start date, for lists without day headings (special events, weekday
 * groups): 'Monday, Jan 5 10:30AM - 12:00PM'.
 */
export function formatDatedRange(startIso: string, endIso: string, zone: string): string {
  return `${formatHeading(startIso, zone)} ${formatRange(startIso, endIso, zone)}`;
}

/** Reads an RFC 2822 date (podcast pubDate) into epoch milliseconds; NaN when unreadable. */
export function rfc2822Millis(value: string): number {
  const parsed = DateTime.fromRFC2822(value);
  return parsed.isValid ? parsed.toMillis() : Number.NaN;
}

/** Formats an RFC 2822 date as 'Jan 5, 2025' in the zone; the raw text when unreadable. */
export function formatRfc2822Date(value: string, zone: string): string {
  const parsed = DateTime.fromRFC2822(value);
  return parsed.isValid ? parsed.setZone(zone).setLocale(LOCALE).toFormat('LLL d, yyyy') : value;
}
