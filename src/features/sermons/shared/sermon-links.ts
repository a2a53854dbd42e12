/**
 * Each sermon's own page, `/sermons/<slug>`: the slug is made once, from the publish date and
 * the title at the time ("2026-11-22-set-your-minds-on-things-above"), and kept in the feed as
 * the item's `<link>`, so a shared link keeps working when the title is edited. Pure.
 */
import type { Episode } from './api-types.ts';
import { slugify } from '../../../platform/shared/slug.ts';

/** The path every sermon page lives under. */
export const SERMONS_PATH = '/sermons/';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The calendar date an RFC 2822 pubDate names ("Sun, 22 Nov 2026 10:30:00 -0500" -> 2026-11-22). */
function dateOf(pubDate: string): string | null {
  const match = /(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/.exec(pubDate);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || !month) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** The slug in an episode's link, or null when it has no sermon page link yet. */
export function sermonSlug(episode: Pick<Episode, 'link'>): string | null {
  if (!episode.link) return null;
  const path = episode.link.replace(/^https?:\/\/[^/]+/, '');
  const match = new RegExp(`^${SERMONS_PATH}([a-z0-9-]+)$`).exec(path);
  return match?.[1] ?? null;
}

/** The absolute address of a sermon's page on the site at `siteUrl`. */
export function sermonLink(siteUrl: string, slug: string): string {
  return `${siteUrl}${SERMONS_PATH}${slug}`;
}

/** A slug for an episode that has none, not one of `taken`. */
export function newSermonSlug(
  episode: Pick<Episode, 'title' | 'pubDate'>,
  taken: ReadonlySet<string>,
): string {
  const date = dateOf(episode.pubDate);
  const base = [date, slugify(episode.title, 'sermon')].filter(Boolean).join('-');
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * The episodes, each with its sermon page's link on the site at `siteUrl`: kept slugs keep
 * their page (on whatever address the site has now), episodes without one get a new slug.
 */
export function withSermonLinks(items: readonly Episode[], siteUrl: string): Episode[] {
  const taken = new Set(items.map(sermonSlug).filter((s): s is string => s !== null));
  return items.map((item) => {
    const kept = sermonSlug(item);
    const slug = kept ?? newSermonSlug(item, taken);
    taken.add(slug);
    return { ...item, link: sermonLink(siteUrl, slug) };
  });
}
