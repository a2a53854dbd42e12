/**
 * Date display in the church's time zone (docs/requirements.md section 5). Every function takes the zone
 * explicitly, so what a visitor sees never depends on their own clock's zone.
 *
 * The browser's own time-zone database does the work (Intl.DateTimeFormat with `timeZone`), so
 * the public pages carry no date library; luxon stays on the server (feeds, calendars, publish
 * dates), where parsing and date arithmetic happen.
 */

/** The zone used when CHURCH_TIMEZONE is unset (docs/operations.md section 5). */
export const DEFAULT_ZONE = 'America/New_York';

/** The calendar fields of an instant as seen in a zone. */
export interface ZonedParts {
  year: string;
  /** Two digits, '01' to '12'. */
  month: string;
  /** Two digits. */
  day: string;
  /** 'Monday'. */
  weekday: string;
  /** 'Jan'. */
  monthShort: string;
  /** 'January'. */
  monthLong: string;
  /** '10:30AM'. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat[]>();

/** Two formatters per zone (numeric fields, then names), made once: building one is costly. */
function formattersFor(zone: string): Intl.DateTimeFormat[] {
  let found = formatters.get(zone);
  if (!found) {
    const base = { timeZone: zone, hourCycle: 'h12' } as const;
    found = [
      new Intl.DateTimeFormat('en-US', {
        ...base,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        weekday: 'long',
      }),
      new Intl.DateTimeFormat('en-US', { ...base, month: 'long' }),
      new Intl.DateTimeFormat('en-US', { ...base, month: 'short' }),
    ];
    formatters.set(zone, found);
  }
  return found;
}

/** An ISO-8601 instant's calendar fields in the zone; throws on a value that is not a date. */
export function zonedParts(iso: string, zone: string): ZonedParts {
  const millis = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso) || Number.isNaN(millis))
    throw new Error(`Not an ISO date-time: "${iso}"`);
  const [numeric, long, short] = formattersFor(zone) as [
    Intl.DateTimeFormat,
    Intl.DateTimeFormat,
    Intl.DateTimeFormat,
  ];
  const parts = Object.fromEntries(numeric.formatToParts(millis).map((p) => [p.type, p.value]));
  return {
    year: parts['year'] ?? '',
    month: parts['month'] ?? '',
    day: parts['day'] ?? '',
    weekday: parts['weekday'] ?? '',
    monthShort: short.format(millis),
    monthLong: long.format(millis),
    time: `${parts['hour']}:${parts['minute']}${(parts['dayPeriod'] ?? '').toUpperCase()}`,
  };
}

/** A day heading such as 'Monday, Jan 5'. */
export function formatHeading(iso: string, zone: string): string {
  const p = zonedParts(iso, zone);
  return `${p.weekday}, ${p.monthShort} ${Number(p.day)}`;
}

/** A time of day such as '10:30AM'. */
export function formatTime(iso: string, zone: string): string {
  return zonedParts(iso, zone).time;
}

/** A short date such as 'Jan 5, 2025'. */
export function formatDate(iso: string, zone: string): string {
  const p = zonedParts(iso, zone);
  return `${p.monthShort} ${Number(p.day)}, ${p.year}`;
}

/** A month and day such as 'January 5'. */
export function formatMonthDay(iso: string, zone: string): string {
  const p = zonedParts(iso, zone);
  return `${p.monthLong} ${Number(p.day)}`;
}

/** The calendar day in the zone as 'yyyy-MM-dd', for grouping occurrences by day. */
export function dayKey(iso: string, zone: string): string {
  const p = zonedParts(iso, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The weekday name in the zone, such as 'Monday'. */
export function weekdayName(iso: string, zone: string): string {
  return zonedParts(iso, zone).weekday;
}

/**
 * A time range: '10:30AM - 12:00PM' when it ends on the same calendar day in the zone,
 * otherwise the end carries its date too: '9:00PM - Tuesday, Jan 6 1:00AM'.
 */
export function formatRange(startIso: string, endIso: string, zone: string): string {
  const startText = formatTime(startIso, zone);
  const endText = formatTime(endIso, zone);
  if (dayKey(startIso, zone) === dayKey(endIso, zone)) return `${startText} - ${endText}`;
  return `${startText} - ${formatHeading(endIso, zone)} ${endText}`;
}

/**
 * A full range with the start date, for lists without day headings (special events, weekday
 * groups): 'Monday, Jan 5 10:30AM - 12:00PM'.
 */
export function formatDatedRange(startIso: string, endIso: string, zone: string): string {
  return `${formatHeading(startIso, zone)} ${formatRange(startIso, endIso, zone)}`;
}

/**
 * An RFC 2822 date (podcast pubDate, as `src/features/sermons/shared/date.ts` writes them) in epoch
 * milliseconds; NaN when unreadable. Every browser's Date.parse reads RFC 2822, the format Date was
 * made for.
 */
export function rfc2822Millis(value: string): number {
  return /^\s*(?:[A-Z][a-z]{2},\s*)?\d{1,2}\s+[A-Z][a-z]{2}\s+\d{4}\s/.test(value)
    ? Date.parse(value)
    : Number.NaN;
}

/** Formats an RFC 2822 date as 'Jan 5, 2025' in the zone; the raw text when unreadable. */
export function formatRfc2822Date(value: string, zone: string): string {
  const millis = rfc2822Millis(value);
  return Number.isNaN(millis) ? value : formatDate(new Date(millis).toISOString(), zone);
}
