/** Page-number buttons; the current page is highlighted and marked aria-current. */
import { memo } from 'react';

interface Props {
  pageCount: number;
  currentPage: number;
  onPage: (page: number) => void;
}

/** Renders nothing when paging is off (an empty per-page value) or there is one page. */
function PageButtons({ pageCount, currentPage, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager no-print" aria-label="Directory pages">
      <ul>
        {Array.from({ length: pageCount }, (_, page) => (
          <li key={page}>
            <button
              type="button"
              className="page-button"
              aria-label={`Page ${page + 1}`}
              aria-current={page === currentPage ? 'page' : undefined}
              onClick={() => onPage(page)}
            >
              {page + 1}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Memoized: typing in the filter re-renders the page buttons only when they change. */
export const Pager = memo(PageButtons);
