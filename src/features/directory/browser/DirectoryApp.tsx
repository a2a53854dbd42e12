/** The church directory (docs/requirements.md section 2): controls, one page of tiles, page buttons, modal. */
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { directoryReducer, initialDirectoryState } from '../shared/directory.ts';
import {
  buildHouseholds,
  householdEntries,
  pageView,
  personEntries,
  sortEntries,
  viewSummary,
  type DirectoryEntry,
} from '../shared/directory-list.ts';
import { householdLeaders, households, people } from './stores/collections.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { DirectoryControls } from './DirectoryControls.tsx';
import { Pager } from './Pager.tsx';
import { PersonModal } from './PersonModal.tsx';
import { PrintDirectory } from './PrintDirectory.tsx';
import { Tile } from './Tile.tsx';
import './directory.css';
import './person-modal.css';

/** Builds the tiles of both modes once per data change, not per keystroke. */
function useEntries() {
  const peopleState = useCollection(people);
  const householdState = useCollection(households);
  const leaderState = useCollection(householdLeaders);
  const peopleList = peopleState.data?.data;
  const householdList = householdState.data?.data;
  const leaderList = leaderState.data?.data;
  return useMemo(() => {
    const list = peopleList ?? [];
    const built = buildHouseholds(householdList ?? [], leaderList ?? [], list);
    return {
      ready: peopleList !== undefined,
      failed: peopleState.error,
      peopleById: new Map(list.map((person) => [person.id, person])),
      personTiles: personEntries(list, built),
      householdTiles: householdEntries(built, list),
    };
  }, [peopleList, householdList, leaderList, peopleState.error]);
}

/** Which tile's modal is open; closing it hands focus back to that tile. */
function useModal() {
  const [open, setOpen] = useState<DirectoryEntry | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const onOpen = useCallback((entry: DirectoryEntry, tile: HTMLButtonElement) => {
    opener.current = tile;
    setOpen(entry);
  }, []);
  const onClose = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);
  return { open, onOpen, onClose };
}

/** The whole directory screen behind the login gate. */
export function DirectoryApp() {
  const [state, dispatch] = useReducer(directoryReducer, initialDirectoryState);
  const { ready, failed, peopleById, personTiles, householdTiles } = useEntries();
  const tiles = state.byHousehold ? householdTiles : personTiles;
  // sorted once per order; a keystroke in the filter only filters and pages (tools/bench/filter.ts)
  const sorted = useMemo(
    () => sortEntries(tiles, state.order, state.secondary),
    [tiles, state.order, state.secondary],
  );
  const view = useMemo(() => pageView(sorted, state), [sorted, state]);
  const { open, onOpen, onClose } = useModal();
  const status = useRef<HTMLParagraphElement>(null);
  const onPage = useCallback((page: number) => {
    dispatch({ type: 'setPage', page });
    // the buttons sit below the tiles: bring the new page's first row back into view
    status.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <div className="directory">
      <h1 className="page-title">CHURCH DIRECTORY</h1>
      <DirectoryControls state={state} dispatch={dispatch} />
      <p ref={status} className="directory-status no-print" role="status">
        {ready
          ? viewSummary(view, state.perPage)
          : failed
            ? 'The directory could not be loaded. Please try again later.'
            : 'Loading the directory…'}
      </p>
      <ul className="tiles no-print">
        {view.visible.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`}>
            <Tile entry={entry} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <Pager pageCount={view.pageCount} currentPage={view.currentPage} onPage={onPage} />
      <PrintDirectory entries={view.matching} peopleById={peopleById} />
      {open && (
        <PersonModal
          key={`${open.kind}-${open.id}`}
          personId={open.personId}
          memberIds={open.memberIds}
          peopleById={peopleById}
          onClose={onClose}
        />
      )}
    </div>
  );
}
