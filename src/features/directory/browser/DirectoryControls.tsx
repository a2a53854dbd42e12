/** The directory's controls (docs/requirements.md section 2): household toggle, per page, sort, filter, print. */
import type { Dispatch } from 'react';
import {
  PER_PAGE_MAX,
  PER_PAGE_MIN,
  sortOptions,
  type DirectoryAction,
  type DirectoryState,
  type SortField,
} from '../shared/directory.ts';

interface Props {
  state: DirectoryState;
  dispatch: Dispatch<DirectoryAction>;
}

/** The control bar above the tiles; hidden when printing. */
export function DirectoryControls({ state, dispatch }: Props) {
  return (
    <div className="directory-controls no-print">
      <label className="control control-check">
        <input
          type="checkbox"
          checked={state.byHousehold}
          onChange={() => dispatch({ type: 'toggleHousehold' })}
        />
        Display by Household
      </label>
      <label className="control">
        Per page
        <input
          type="number"
          inputMode="numeric"
          min={PER_PAGE_MIN}
          max={PER_PAGE_MAX}
          value={state.perPage ?? ''}
          onChange={(event) => dispatch({ type: 'setPerPage', value: event.target.value })}
        />
      </label>
      <label className="control">
        Sort by
        <select
          value={state.order}
          onChange={(event) =>
            dispatch({ type: 'setOrder', order: event.target.value as SortField })
          }
        >
          {sortOptions(state.byHousehold).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="control control-filter">
        Filter by Name
        <input
          type="search"
          value={state.filter}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => dispatch({ type: 'setFilter', filter: event.target.value })}
        />
      </label>
      <button type="button" className="button secondary" onClick={() => window.print()}>
        Print directory
      </button>
    </div>
  );
}
