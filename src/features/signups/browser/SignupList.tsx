/**
 * The events page's "Sign up" section (docs/requirements.md section 2, Sign-ups): the sign-ups
 * the server says a visitor may see, a category filter kept in the URL, and a card each.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { SignupsAnswer } from '../shared/api-types.ts';
import { categorySearch, filterSignups, parseCategory } from '../shared/filter.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import { signups as signupsCollection } from './stores/collections.ts';
import SignupCard from './SignupCard.tsx';
import './signups.css';

const EMPTY: SignupsAnswer = { signups: [], categories: [] };

/** The section's island. */
export default function SignupList({ zone }: { zone: string }) {
  const { data, error } = useCollection(signupsCollection);
  const answer = data ?? EMPTY;
  const selectId = useId();
  // The build renders without a URL; the category is read once the island is in the browser.
  const [category, setCategory] = useState('');
  useEffect(() => {
    const read = () => setCategory(parseCategory(window.location.search, answer));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [answer]);
  const shown = useMemo(() => filterSignups(answer, category), [answer, category]);
  const choose = (next: string) => {
    setCategory(next);
    const search = categorySearch(window.location.search, next);
    window.history.pushState(
      null,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  };
  return (
    <section className="signups" aria-labelledby="signups-title" id="sign-up">
      <div className="signups-head">
        <h2 id="signups-title">Sign up</h2>
        {answer.categories.length > 1 && (
          <label className="signups-filter" htmlFor={selectId}>
            Category
            <select id={selectId} value={category} onChange={(e) => choose(e.target.value)}>
              <option value="">All</option>
              {answer.categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {!data ? (
        <ListState
          state={error ? 'failed' : 'loading'}
          noun="sign-ups"
          count={2}
          layout="cards"
          gridClass="card-grid"
        />
      ) : shown.length === 0 ? (
        <ListState state="empty" noun="sign-ups" />
      ) : (
        <ul className="card-grid">
          {shown.map((s) => (
            <SignupCard key={s.id} signup={s} zone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
}
