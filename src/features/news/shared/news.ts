/**
 * Which news items show, and how `/api/blog` answers with them (docs/requirements.md, Home):
 * an item shows from its first day to its last, both whole days in the church's time zone.
 * Pure; the time comes from the caller's clock.
 */
import { DateTime } from 'luxon';
import type { BlogAnswer } from './api-types.ts';
import type { NewsItem } from './news-schema.ts';

/** Today's date in the zone, 'yyyy-MM-dd'. */
export function churchDay(now: number, zone: string): string {
  return DateTime.fromMillis(now, { zone }).toISODate()!;
}

/** The items showing today, the newest first day first (the file's order among equals). */
export function currentNews(items: readonly NewsItem[], now: number, zone: string): NewsItem[] {
  const today = churchDay(now, zone);
  return items
    .filter((item) => item.first <= today && today <= item.last)
    .sort((a, b) => b.first.localeCompare(a.first));
}

/** The moment an item's first day starts in the zone, as an ISO time with its offset. */
function startOf(day: string, zone: string): string {
  return DateTime.fromISO(day, { zone }).startOf('day').toISO()!;
}

/** `/api/blog`: the items showing today, in the specification's blog shape. */
export function blogAnswer(items: readonly NewsItem[], now: number, zone: string): BlogAnswer {
  return {
    data: currentNews(items, now, zone).map((item) => ({
      type: 'BlogPost',
      id: item.id,
      attributes: {
        title: item.title,
        author: item.author,
        published_at: startOf(item.first, zone),
        body: item.body,
        ...(item.link ? { link: item.link, link_text: item.linkText ?? 'Read more' } : {}),
        ...(item.picture ? { image_url: item.picture, image_alt: item.pictureAlt ?? '' } : {}),
      },
    })),
  };
}
