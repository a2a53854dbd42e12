/** Loading, failed and empty states shaped like the list they stand in for. */
import './list-state.css';

interface Props {
  state: 'loading' | 'failed' | 'empty';
  /** What the list holds, for the messages ('events', 'sermons', ...). */
  noun: string;
  /** How many placeholders the skeleton shows. */
  count?: number;
  /**
   * 'rows' for event lists; 'cards' for card grids, drawn inside `gridClass` (the real list's
   * grid) so the placeholders take the same space as the cards that replace them.
   */
  layout?: 'rows' | 'cards';
  gridClass?: string;
}

function Lines() {
  return (
    <div className="skeleton-lines">
      <div className="skeleton-block skeleton-line short" />
      <div className="skeleton-block skeleton-line" />
      <div className="skeleton-block skeleton-line" />
    </div>
  );
}

/** A skeleton while loading, or a short message when the list failed or is empty. */
export default function ListState({ state, noun, count = 6, layout = 'rows', gridClass }: Props) {
  if (state !== 'loading') {
    return (
      <p className="list-message" role="status">
        {state === 'failed'
          ? `We couldn't load the ${noun} just now. Please try again later.`
          : `There are no ${noun} to show right now.`}
      </p>
    );
  }
  const placeholders = Array.from({ length: count }, (_, i) => i);
  return (
    <div className="list-skeleton" role="status">
      <span className="visually-hidden">Loading {noun}…</span>
      {layout === 'cards' ? (
        <div className={gridClass} aria-hidden="true">
          {placeholders.map((i) => (
            <div key={i} className="card skeleton-card">
              <div className="skeleton-block skeleton-square" />
              <Lines />
            </div>
          ))}
        </div>
      ) : (
        placeholders.map((i) => (
          <div key={i} className="skeleton-row" aria-hidden="true">
            <div className="skeleton-block skeleton-square" />
            <Lines />
          </div>
        ))
      )}
    </div>
  );
}
