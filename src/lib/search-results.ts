/**
 * What the /search page shows of one Pagefind result (docs/requirements.md section 2, "Search";
 * the index is described in docs/architecture.md): its link, title, kind, Pagefind's excerpt,
 * a sermon's speaker, series, passage and date, and for a hit inside a transcript the moments
 * ("Said at 1:23") that link to `/sermons/{slug}#t=N`. Pure.
 */
import { momentOf, saidAt } from './podcast/moment.ts';

/** A sub-result of a Pagefind result: a heading of its page with its own excerpt. */
export interface SearchSubResult {
  title?: string;
  url: string;
  excerpt?: string;
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
}

/** At most this many moments are shown under one sermon. */
export const MOMENTS_SHOWN = 3;

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

/** The moments of a result: its sub-results that name one (in Pagefind's order), each once. */
function momentsOf(data: SearchData, own: string): SearchMoment[] {
  const seen = new Set<string>();
  const moments: SearchMoment[] = [];
  const candidates: SearchSubResult[] = [...(data.sub_results ?? [])];
  if (momentOfUrl(own) !== null) candidates.unshift({ url: own, excerpt: data.excerpt ?? '' });
  for (const sub of candidates) {
    const t = momentOfUrl(sub.url);
    const url = routeOf(sub.url);
    if (t === null || seen.has(url)) continue;
    seen.add(url);
    moments.push({ url, label: saidAt(t), excerpt: sub.excerpt ?? '' });
  }
  return moments.slice(0, MOMENTS_SHOWN);
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
  };
}

/** What the page says of a finished search. */
export function searchStatus(query: string, count: number): string {
  if (count === 0) return `Nothing on the site matches “${query}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`;
}
