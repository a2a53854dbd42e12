/** Series, Speaker and Book selects (narrowing each other) and the per-page number input. */
import { useId } from 'react';
import type { BibleBook } from '../../../platform/shared/bible-books.ts';
import {
  changeView,
  clampPerPage,
  MAX_PER_PAGE,
  MIN_PER_PAGE,
  type MediaView,
} from '../shared/media-filter.ts';

interface Props {
  view: MediaView;
  series: string[];
  speakers: string[];
  /** Books that have sermons, in the Bible's order. */
  books: readonly BibleBook[];
  onChange: (view: MediaView, replace?: boolean) => void;
}

/** The archive's filter bar. */
export default function MediaFilters({ view, series, speakers, books, onChange }: Props) {
  const id = useId();
  return (
    <div className="media-filters">
      <label htmlFor={`${id}-series`}>
        <span className="visually-hidden">Series</span>
        <select
          id={`${id}-series`}
          value={view.series}
          onChange={(e) => onChange(changeView(view, { series: e.target.value }))}
        >
          <option value="">Any Series</option>
          {series.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-speaker`}>
        <span className="visually-hidden">Speaker</span>
        <select
          id={`${id}-speaker`}
          value={view.speaker}
          onChange={(e) => onChange(changeView(view, { speaker: e.target.value }))}
        >
          <option value="">Any Speaker</option>
          {speakers.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-book`}>
        <span className="visually-hidden">Book</span>
        <select
          id={`${id}-book`}
          value={view.book}
          onChange={(e) => onChange(changeView(view, { book: e.target.value }))}
        >
          <option value="">Any Book</option>
          {books.map((book) => (
            <option key={book.slug} value={book.slug}>
              {book.name}
            </option>
          ))}
        </select>
      </label>
      <label className="per-page" htmlFor={`${id}-per`}>
        Per page
        <input
          id={`${id}-per`}
          type="number"
          inputMode="numeric"
          min={MIN_PER_PAGE}
          max={MAX_PER_PAGE}
          value={view.perPage ?? ''}
          onChange={(e) =>
            onChange(changeView(view, { perPage: clampPerPage(e.target.value) }), true)
          }
        />
      </label>
    </div>
  );
}
