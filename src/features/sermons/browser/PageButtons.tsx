/** Page-number buttons with the current one marked (aria-current). */

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}

/** One button per page; nothing for a single page. */
export default function PageButtons({ page, pageCount, onPage, label }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="page-buttons" aria-label={label}>
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? 'page-button current' : 'page-button'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
    </nav>
  );
}
