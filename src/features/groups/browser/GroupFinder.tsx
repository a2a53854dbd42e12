/**
 * The group finder (docs/requirements.md section 2, Groups): filters that narrow each other and
 * live in the URL, the number of groups shown announced to screen readers, a sentence when no
 * group matches, and the cards. The filtering is shared/filter.ts.
 */
import { useMemo, useState } from 'react';
import type { GroupsAnswer } from '../shared/api-types.ts';
import {
  CARDS_AT_ONCE,
  countText,
  EMPTY_VIEW,
  filterGroups,
  groupOptions,
  groupViewSearch,
  indexGroups,
} from '../shared/filter.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { groups as groupsCollection } from './stores/collections.ts';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import GroupCard from './GroupCard.tsx';
import GroupFilters from './GroupFilters.tsx';
import { useGroupView } from './useGroupView.ts';
import './groups.css';

const EMPTY: GroupsAnswer = { groups: [], kinds: [], tagGroups: [] };

/** The finder island. */
export default function GroupFinder() {
  const { data, error } = useCollection(groupsCollection);
  const answer = data ?? EMPTY;
  const slugs = useMemo(() => answer.tagGroups.map((t) => t.slug), [answer]);
  const [view, setViewOnly] = useGroupView(slugs);
  const [limit, setLimit] = useState(CARDS_AT_ONCE);
  const setView: typeof setViewOnly = (next, replace) => {
    setLimit(CARDS_AT_ONCE);
    setViewOnly(next, replace);
  };
  const entries = useMemo(() => indexGroups(answer), [answer]);
  const shown = useMemo(() => filterGroups(entries, view), [entries, view]);
  const options = useMemo(() => groupOptions(entries, view), [entries, view]);
  // at most CARDS_AT_ONCE cards change per keystroke: drawn in the same frame as the count
  const cards = useMemo(() => shown.slice(0, limit), [shown, limit]);
  const filtered = groupViewSearch(view) !== '';
  if (!data)
    return (
      <ListState
        state={error ? 'failed' : 'loading'}
        noun="groups"
        count={6}
        layout="cards"
        gridClass="card-grid"
      />
    );
  return (
    <div className="group-finder">
      <GroupFilters answer={answer} view={view} options={options} onChange={setView} />
      <div className="group-count">
        <p role="status" aria-live="polite" aria-atomic="true">
          {countText(shown.length, filtered)}
        </p>
        {filtered && (
          <button type="button" className="button secondary" onClick={() => setView(EMPTY_VIEW)}>
            Clear filters
          </button>
        )}
      </div>
      <ul className="card-grid">
        {cards.map((group, index) => (
          <GroupCard key={group.id} group={group} answer={answer} first={index === 0} />
        ))}
      </ul>
      {shown.length > limit && (
        <button
          type="button"
          className="button secondary group-more"
          onClick={() => setLimit(limit + CARDS_AT_ONCE)}
        >
          Show more groups ({shown.length - limit} more)
        </button>
      )}
    </div>
  );
}
