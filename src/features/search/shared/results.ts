/**
 * What the /search page shows of one Pagefind result (docs/requirements.md section 2, "Search";
 * the index is described in docs/architecture.md): its link, title, kind, Pagefind's excerpt,
 * a sermon's speaker, series, passage and date, and for a hit inside a transcript the moments
 * ("Said at 1:23", "Said at 1:23 by Pastor Amy Reed" when the transcript names the speaker)
 * that link to `/sermons/{slug}#t=N`. Pure.
 */
import { MOMENT_SPEAKER_SEPARATOR, momentOf, saidAt } from '../../sermons/index.ts';

/** A sub-result of a Pagefind result: a heading of its page with its own excerpt. */
export interface SearchSubResult {
  title?: string;
  url: string;
  excerpt?: string;
  /** Where the words found are, each with Pagefind's score for it. */
  weighted_locations?: { balanced_score: number }[];
  locations?: number[];
}

/** The part of Pagefind's `result.data()` the page reads. */
export interface SearchData {
  url: string;
  excerpt?: string;
  meta?: Record<string, string | undefined>;
  sub_results?: SearchSubResult[];
}

/** A moment of a sermon a search found. */
export interface SearchMoment {
  url: string;
  label: string;
  /** Pagefind's HTML: escaped text with `<mark>` around the words found. */
  excerpt: string;
}

/** A group's or sign-up's record in the index: which live answer holds it, and its fingerprint. */
export interface IndexedRecord {
  list: 'groups' | 'signups';
  fingerprint: string;
}

/** One result as the page shows it. */
export interface SearchHit {
  url: string;
  title: string;
  kind: 'Page' | 'Sermon';
  /** Pagefind's HTML: escaped text with `<mark>` around the words found. */
  excerpt: string;
  /** A sermon's speaker, series, passage and date, those it has. */
  details: string[];
  moments: SearchMoment[];
  /** Set for a group's page or a sign-up's card, which /search checks before showing. */
  record: IndexedRecord | null;
}

/** At most this many moments are shown under one sermon. */
export const MOMENTS_SHOWN = 3;
/** A moment is shown when it scores at least this share of the sermon's best moment. */
const MOMENT_SHARE = 0.5;

/** A site address as the site answers it: the built file's ".html" left off. */
export function routeOf(url: string): string {
  return url.replace(/(?:\/index)?\.html(?=$|[?#])/, '').replace(/^(?=[?#])/, '/') || '/';
}

function split(url: string): { path: string; hash: string; search: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const rest = hashAt < 0 ? url : url.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  return {
    path: searchAt < 0 ? rest : rest.slice(0, searchAt),
    search: searchAt < 0 ? '' : rest.slice(searchAt),
    hash,
  };
}

/** The moment (seconds) an address names with `#t=N` or `?t=N`, or null. */
export function momentOfUrl(url: string): number | null {
  const { hash, search } = split(url);
  return momentOf(hash, search);
}

const LEADING_CLOCK = /^(?:\d+:)?\d+:\d\d\.?\s+/;

/** The speaker a moment's heading names after its time (`12:30 — Pastor Amy Reed`), or ''. */
function speakerOf(title: string | undefined): string {
  const at = title?.indexOf(MOMENT_SPEAKER_SEPARATOR) ?? -1;
  return at < 0 ? '' : title!.slice(at + MOMENT_SPEAKER_SEPARATOR.length).trim();
}

/** The excerpt without the cue's heading (time and speaker) that may open it: the link says it. */
function withoutHeading(excerpt: string, speaker: string): string {
  const rest = excerpt.replace(LEADING_CLOCK, '');
  const named = MOMENT_SPEAKER_SEPARATOR.trimStart() + escapeText(speaker);
  if (!speaker || !rest.startsWith(named)) return rest;
  return rest.slice(named.length).replace(/^\.?\s*/, '');
}

/** Text as Pagefind's excerpts escape it. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How well a sub-result matches: Pagefind's scores of the words found in it, summed. */
function scoreOf(sub: SearchSubResult): number {
  const weighted = sub.weighted_locations ?? [];
  if (weighted.length) return weighted.reduce((sum, w) => sum + w.balanced_score, 0);
  return sub.locations?.length ?? 0;
}

/**
 * The moments of a result, best first: its sub-results that name one, each once. Pagefind
 * gives a page's sub-results in page order, one per transcript cue with any word of the query
 * (often only "and"), so they are ranked by score and the weak ones left out.
 */
function momentsOf(data: SearchData, own: string): SearchMoment[] {
  const candidates: SearchSubResult[] = [...(data.sub_results ?? [])];
  if (momentOfUrl(own) !== null) candidates.unshift({ url: own, excerpt: data.excerpt ?? '' });
  const ranked = candidates
    .filter((sub) => momentOfUrl(sub.url) !== null)
    .map((sub, index) => ({ sub, index, score: scoreOf(sub) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0]?.score ?? 0;
  const seen = new Set<string>();
  const moments: SearchMoment[] = [];
  for (const { sub, score } of ranked) {
    const url = routeOf(sub.url);
    if (seen.has(url) || score < best * MOMENT_SHARE) continue;
    seen.add(url);
    const speaker = speakerOf(sub.title);
    const label = saidAt(momentOfUrl(url)!) + (speaker ? ` by ${speaker}` : '');
    moments.push({ url, label, excerpt: withoutHeading(sub.excerpt ?? '', speaker) });
    if (moments.length === MOMENTS_SHOWN) break;
  }
  return moments;
}

/**
 * The record a result is, by its address (a record without its fingerprint still is one, and
 * fails the check): a sign-up's card on /events or a group's page.
 */
function recordOf(url: string, meta: Record<string, string | undefined>): IndexedRecord | null {
  const list = url.startsWith('/events#signup-')
    ? 'signups'
    : url.startsWith('/groups/')
      ? 'groups'
      : null;
  return list && { list, fingerprint: meta['fingerprint'] ?? '' };
}

/** The hit the page shows for a result's data. */
export function searchHit(data: SearchData): SearchHit {
  const meta = data.meta ?? {};
  const url = routeOf(data.url);
  const sermon = meta['kind'] === 'Sermon' || (!meta['kind'] && url.startsWith('/sermons/'));
  const page = sermon ? split(url).path : url;
  const details = sermon
    ? [meta['speaker'], meta['series'], meta['passage'], meta['date']].filter(
        (value): value is string => Boolean(value?.trim()),
      )
    : [];
  return {
    url: page,
    title: meta['title']?.trim() || page,
    kind: sermon ? 'Sermon' : 'Page',
    excerpt: data.excerpt ?? '',
    details,
    moments: sermon ? momentsOf(data, url) : [],
    record: sermon ? null : recordOf(page, meta),
  };
}

/** What the page says of a finished search. */
export function searchStatus(query: string, count: number): string {
  if (count === 0) return `Nothing on the site matches “${query}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`;
}
