/**
 * The slug of each series (docs/requirements.md, "Series pages"), decided with every series of
 * the feed in view, oldest first, so that:
 * - a slug that worked before keeps working: a series keeps the slug it always had (its name's
 *   first 48 characters, Latin letters only) unless an older series already holds it;
 * - two series get two pages: one whose old slug is taken (names alike in their first 48
 *   characters) gets its whole name's slug (up to 96 characters), or that cut short with a
 *   short hash of the name;
 * - a name in another script gets a readable slug, transliterated (`@sindresorhus/transliterate`)
 *   rather than the bare `series` every such name used to share.
 * An old slug that now leads elsewhere redirects to its newest series (seriesRedirect). Pure.
 */
import transliterate from '@sindresorhus/transliterate';
import type { Episode } from './api-types.ts';
import { slugify } from '../../../platform/shared/slug.ts';
import { sortNewestFirst } from './episodes.ts';

/** The path every series page lives under. */
export const SERIES_PATH = '/sermons/series/';

/** What every series name without Latin letters used to get as its slug. */
const OLD_FALLBACK = 'series';

/** The slug a name had before (Latin letters only, cut at 48), or '' when it had none. */
const oldSlug = (name: string) => slugify(name, '');

/** A short, stable hash of text (FNV-1a, base 36), to tell apart names alike in their slugs. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36).padStart(7, '0').slice(0, 6);
}

const trimDashes = (slug: string) => slug.replace(/-+$/, '');

/** The slugs a name may take, best first. */
function candidates(name: string, whole: string): string[] {
  const own = oldSlug(name);
  return [
    own,
    trimDashes(whole.slice(0, 48)),
    trimDashes(whole.slice(0, 96)),
    whole ? `${trimDashes(whole.slice(0, 40))}-${shortHash(whole)}` : '',
    `${OLD_FALLBACK}-${shortHash(name)}`,
  ].filter(Boolean);
}

/**
 * The slug of each series name (trimmed), given the names in the order the series began, oldest
 * first. Names whose whole slugs are equal ("Grace", "grace!") are one series, as before.
 */
export function seriesSlugs(names: readonly string[]): Map<string, string> {
  const slugs = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (!name || slugs.has(name)) continue;
    const whole = slugify(transliterate(name), '', Infinity);
    const identity = whole || name;
    const slug = candidates(name, whole).find((c) => (owners.get(c) ?? identity) === identity)!;
    owners.set(slug, identity);
    slugs.set(name, slug);
  }
  return slugs;
}

/** The series names of the items, in the order each series began (its oldest sermon first). */
export const seriesNames = (items: readonly Episode[]): string[] =>
  sortNewestFirst(items)
    .reverse()
    .map((item) => item.summary.trim())
    .filter(Boolean);

/** The slug of one series name on its own (no other series in view). */
export const seriesSlug = (name: string): string =>
  seriesSlugs([name]).get(name.trim()) ?? OLD_FALLBACK;

/**
 * Where an old slug leads now that it names no series of its own: the newest series that had
 * it before (the one its page showed first), or null.
 */
export function seriesRedirect(items: readonly Episode[], slug: string): string | null {
  const names = seriesNames(items);
  const slugs = seriesSlugs(names);
  if ([...slugs.values()].includes(slug)) return null;
  const had = names.filter((name) => (oldSlug(name) || OLD_FALLBACK) === slug).pop();
  return had === undefined ? null : slugs.get(had)!;
}

/** The items, each in a series with its series page's path (`seriesLink`), decided feed-wide. */
export function withSeriesLinks(items: readonly Episode[]): Episode[] {
  const slugs = seriesSlugs(seriesNames(items));
  return items.map((item) => {
    const slug = slugs.get(item.summary.trim());
    return slug ? { ...item, seriesLink: `${SERIES_PATH}${slug}` } : item;
  });
}
