/** Publish dates of sermons (docs/requirements.md sections 5 and 9): RFC 2822 at a fixed 10:30:00. Pure. */
import { DateTime } from 'luxon';

/** Every sermon is published at the Sunday service time. */
export const PUBLISH_TIME = { hour: 10, minute: 30, second: 0, millisecond: 0 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseAny(input: string, zone: string): DateTime | null {
  const value = input.trim();
  if (!value) return null;
  const candidates = DAY.test(value)
    ? [DateTime.fromISO(value, { zone })]
    : [
        DateTime.fromRFC2822(value, { setZone: true }),
        DateTime.fromISO(value, { setZone: true }),
        DateTime.fromHTTP(value, { setZone: true }),
      ];
  const found = candidates.find((d) => d.isValid);
  return found ?? null;
}

/**
 * The RFC 2822 publish date for a date the admin picked ("2025-01-05", or any RFC 2822 / ISO
 * date): that calendar day at 10:30:00 in the church's zone. Null when the input is not a real
 * date or falls outside 1990-2100.
 */
export function publishDate(input: string, zone: string): string | null {
  const parsed = parseAny(input, zone);
  if (!parsed) return null;
  // The calendar day as written (its own offset), not shifted into another day by the zone.
  const day = DateTime.fromObject(
    { year: parsed.year, month: parsed.month, day: parsed.day, ...PUBLISH_TIME },
    { zone },
  );
  if (!day.isValid || day.year < 1990 || day.year > 2100) return null;
  return day.toRFC2822();
}

/** Milliseconds since the epoch of a feed date, for sorting; NaN when unreadable. */
export function pubDateMillis(pubDate: string): number {
  const parsed = DateTime.fromRFC2822(pubDate.trim());
  return parsed.isValid ? parsed.toMillis() : Date.parse(pubDate);
}

/**
 * The value of a date input ("YYYY-MM-DD") for a feed date: the calendar day as the date is
 * written (ours are written in the church's zone), so no zone is needed in the browser.
 */
export function dateInputValue(pubDate: string): string {
  const parsed = DateTime.fromRFC2822(pubDate.trim(), { setZone: true });
  return parsed.isValid ? (parsed.toISODate() ?? '') : '';
}

/** Episodes sorted newest first by publish date (stable for equal dates). */
export function newestFirst<T extends { pubDate: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, at: pubDateMillis(item.pubDate) }))
    .sort((a, b) => (b.at || 0) - (a.at || 0) || a.index - b.index)
    .map(({ item }) => item);
}
