/**
 * The directory's view state and its rules (docs/requirements.md sections 4, 5 and 9) as a pure reducer.
 *
 * "Secondary order" is the tie-breaker sort field. Every change of the primary order (choosing
 * another field, or toggling household mode, which resets the order) moves the previous
 * primary order into the secondary slot: people sorted by last name fall back to first name
 * and, after choosing first name, fall back to last name; the two alternate. Households are
 * sorted by name and then by the people field that was in use (applied to the primary contact).
 */

/** Fields a directory entry can be sorted and filtered on. */
export type SortField = 'last_name' | 'first_name' | 'name';

export interface DirectoryState {
  byHousehold: boolean;
  order: SortField;
  secondary: SortField;
  /** Entries per page; null (an empty input) shows every entry and hides the page buttons. */
  perPage: number | null;
  offset: number;
  filter: string;
}

export type DirectoryAction =
  | { type: 'toggleHousehold' }
  | { type: 'setOrder'; order: SortField }
  | { type: 'setPerPage'; value: string }
  | { type: 'setFilter'; filter: string }
  | { type: 'setPage'; page: number };

export const PER_PAGE_DEFAULT = 25;
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 100;

/** The defaults of docs/requirements.md section 9: people by last name, 25 a page, first page. */
export const initialDirectoryState: DirectoryState = {
  byHousehold: false,
  order: 'last_name',
  secondary: 'first_name',
  perPage: PER_PAGE_DEFAULT,
  offset: 0,
  filter: '',
};

/** The sort fields offered in each mode, with their labels, in menu order. */
export function sortOptions(byHousehold: boolean): { value: SortField; label: string }[] {
  return byHousehold
    ? [{ value: 'name', label: 'Household name' }]
    : [
        { value: 'last_name', label: 'Last name' },
        { value: 'first_name', label: 'First name' },
      ];
}

/**
 * Reads the per-page input: empty means "no paging" (null); numbers are rounded and clamped to
 * 1-100; anything unreadable keeps the previous value.
 */
export function clampPerPage(value: string, previous: number | null): number | null {
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return previous;
  return Math.min(PER_PAGE_MAX, Math.max(PER_PAGE_MIN, Math.round(number)));
}

/** Applies one user action to the directory state. */
export function directoryReducer(state: DirectoryState, action: DirectoryAction): DirectoryState {
  switch (action.type) {
    case 'toggleHousehold': {
      const byHousehold = !state.byHousehold;
      return {
        ...state,
        byHousehold,
        order: byHousehold ? 'name' : 'last_name',
        secondary: state.order,
        offset: 0,
      };
    }
    case 'setOrder':
      if (action.order === state.order) return state;
      return { ...state, order: action.order, secondary: state.order };
    case 'setPerPage':
      return { ...state, perPage: clampPerPage(action.value, state.perPage), offset: 0 };
    case 'setFilter':
      return { ...state, filter: action.filter, offset: 0 };
    case 'setPage':
      return {
        ...state,
        offset: state.perPage === null ? 0 : Math.max(0, action.page) * state.perPage,
      };
  }
}
