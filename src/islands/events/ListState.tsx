/** Loading, failed and empty states shaped like the list they stand in for. */
import './list-state.css';

interface Props {
  state: 'loading' | 'failed' | 'empty';
  /** What the list holds, for the messages ('events', 'sermons', ...). */
  noun: string;
  /** How many placeholder rows the skeleton shows. */
  rows?: number;
}

/** A skeleton while loading, or a short message when the list failed or is empty. */
export default function ListState({ state, noun, rows = 3 }: Props) {
  if (state === 'loading') {
    return (
      <div className="list-skeleton" role="status">
        <span className="visually-hidden">Loading {noun}…</span>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="skeleton-row" aria-hidden="true">
            <div className="skeleton-block skeleton-image" />
            <div className="skeleton-lines">
              <div className="skeleton-block skeleton-line short" />
              <div className="skeleton-block skeleton-line" />
              <div className="skeleton-block skeleton-line" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <p className="list-message" role="status">
      {state === 'failed'
        ? `We couldn't load the ${noun} just now. Please try again later.`
        : `There are no upcoming ${noun} right now.`}
    </p>
  );
}
