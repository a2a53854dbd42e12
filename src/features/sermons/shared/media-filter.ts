/**
 * The sermon archive's list logic (docs/requirements.md sections 2, 4 and 5): Series, Speaker and
 * Book filters that narrow each other, a per-page value clamped to 1..100 (empty shows everything on one page
 * without page buttons), paging, and the URL query string that makes a view shareable.
 */
import type { Episode } from './api-types.ts';
import { BIBLE_BOOKS, booksInOsis, type BibleBook } from '../../../platform/shared/bible-books.ts';

export const DEFAULT_PER_PAGE = 9;
export const MIN_PER_PAGE = 1;
export const MAX_PER_PAGE = 100;

/** What the archive shows: '' for 'Any'; perPage null when the input is empty. */
export interface MediaView {
  series: string;
  speaker: string;
  /** A book's slug (bible-books.ts), e.g. 'romans'. */
  book: string;
  perPage: number | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: MediaView = {
  series: '',
  speaker: '',
  book: '',
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

type Filter = 'series' | 'speaker' | 'book';

/** The slugs of the books an episode's passage is in (bible-books.ts). */
export const episodeBooks = (e: Episode): string[] => booksInOsis(e.passageOsis).map((b) => b.slug);

/** True when the episode passes every chosen filter but `except` ('' matches any). */
function passes(e: Episode, view: MediaView, except?: Filter): boolean {
  return (
    (except === 'series' || !view.series || e.summary === view.series) &&
    (except === 'speaker' || !view.speaker || e.author === view.speaker) &&
    (except === 'book' || !view.book || episodeBooks(e).includes(view.book))
  );
}

/** Episodes of the chosen series, speaker and book ('' matches any). */
export function filterEpisodes(episodes: readonly Episode[], view: MediaView): Episode[] {
  return episodes.filter((e) => passes(e, view));
}

/**
 * The options each filter has left, given the others: Series and Speaker sorted by name, Book
 * only the books that have sermons, in the Bible's own order (Genesis to Revelation).
 */
export function mediaOptions(
  episodes: readonly Episode[],
  view: MediaView,
): { series: string[]; speakers: string[]; books: BibleBook[] } {
  const books = new Set(
    episodes.filter((e) => passes(e, view, 'book')).flatMap((e) => episodeBooks(e)),
  );
  return {
    series: narrowedOptions(
      episodes,
      (e) => e.summary,
      (e) => passes(e, view, 'series'),
    ),
    speakers: narrowedOptions(
      episodes,
      (e) => e.author,
      (e) => passes(e, view, 'speaker'),
    ),
    books: BIBLE_BOOKS.filter((book) => books.has(book.slug)),
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
    book: params.get('book') ?? '',
    perPage: per === null ? DEFAULT_PER_PAGE : clampPerPage(per),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Writes a view as a query string, leaving out defaults ('' when all are default). */
export function mediaViewSearch(view: MediaView): string {
  const params = new URLSearchParams();
  if (view.series) params.set('series', view.series);
  if (view.speaker) params.set('speaker', view.speaker);
  if (view.book) params.set('book', view.book);
  if (view.perPage !== DEFAULT_PER_PAGE) params.set('per', String(view.perPage ?? ''));
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new view after a filter or per-page change: paging starts over (docs/requirements.md section 4). */
export function changeView(view: MediaView, change: Partial<Omit<MediaView, 'page'>>): MediaView {
  return { ...view, ...change, page: 1 };
}
