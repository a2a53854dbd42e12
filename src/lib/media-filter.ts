/**
 * The sermon archive's list logic (docs/requirements.md sections 2, 4 and 5): Series and Speaker filters that
 * narrow each other, a per-page value clamped to 1..100 (empty shows everything on one page
 * without page buttons), paging, and the URL query string that makes a view shareable.
 */
import type { Episode } from './api-types.ts';

export const DEFAULT_PER_PAGE = 9;
export const MIN_PER_PAGE = 1;
export const MAX_PER_PAGE = 100;

/** What the archive shows: '' for 'Any'; perPage null when the input is empty. */
export interface MediaView {
  series: string;
  speaker: string;
  perPage: number | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: MediaView = {
  series: '',
  speaker: '',
  perPage: DEFAULT_PER_PAGE,
  page: 1,
};

/** Reads the per-page input: '' gives null, anything else a whole number in 1..100. */
export function clampPerPage(raw: string): number | null {
  if (raw.trim() === '') return null;
  const value = Math.trunc(Number(raw));
  if (Number.isNaN(value)) return DEFAULT_PER_PAGE;
  return Math.min(MAX_PER_PAGE, Math.max(MIN_PER_PAGE, value));
}

/** The distinct non-empty values of a field among items that pass the other filters, sorted. */
export function narrowedOptions<T>(
  items: readonly T[],
  field: (item: T) => string,
  passesOthers: (item: T) => boolean,
): string[] {
  const values = new Set(items.filter(passesOthers).map(field).filter(Boolean));
  return [...values].sort((a, b) => a.localeCompare(b));
}

/** Episodes of the chosen series and speaker ('' matches any). */
export function filterEpisodes(episodes: readonly Episode[], view: MediaView): Episode[] {
  return episodes.filter(
    (e) =>
      (!view.series || e.summary === view.series) && (!view.speaker || e.author === view.speaker),
  );
}

/** The Series options left by the chosen speaker, and the Speaker options left by the series. */
export function mediaOptions(
  episodes: readonly Episode[],
  view: MediaView,
): { series: string[]; speakers: string[] } {
  return {
    series: narrowedOptions(
      episodes,
      (e) => e.summary,
      (e) => !view.speaker || e.author === view.speaker,
    ),
    speakers: narrowedOptions(
      episodes,
      (e) => e.author,
      (e) => !view.series || e.summary === view.series,
    ),
  };
}

/** One page of items; the page is clamped into range, and a null perPage is one page of all. */
export function paginate<T>(
  items: readonly T[],
  perPage: number | null,
  page: number,
): { items: T[]; page: number; pageCount: number } {
  if (perPage === null) return { items: [...items], page: 1, pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(pageCount, Math.max(1, Math.trunc(page) || 1));
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount };
}

/** Reads a view from a query string such as '?series=Romans&page=2'. */
export function parseMediaView(search: string): MediaView {
  const params = new URLSearchParams(search);
  const per = params.get('per');
  const page = Math.trunc(Number(params.get('page') ?? '1'));
  return {
    series: params.get('series') ?? '',
    speaker: params.get('speaker') ?? '',
    perPage: per === null ? DEFAULT_PER_PAGE : clampPerPage(per),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Writes a view as a query string, leaving out defaults ('' when all are default). */
export function mediaViewSearch(view: MediaView): string {
  const params = new URLSearchParams();
  if (view.series) params.set('series', view.series);
  if (view.speaker) params.set('speaker', view.speaker);
  if (view.perPage !== DEFAULT_PER_PAGE) params.set('per', String(view.perPage ?? ''));
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new view after a filter or per-page change: paging starts over (docs/requirements.md section 4). */
export function changeView(view: MediaView, change: Partial<Omit<MediaView, 'page'>>): MediaView {
  return { ...view, ...change, page: 1 };
}
