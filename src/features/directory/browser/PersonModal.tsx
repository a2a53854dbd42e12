/**
 * The person modal (docs/requirements.md section 2): a native <dialog> opened with showModal(), so the page
 * behind is inert and Escape closes it; Tab is also wrapped inside it, and focus goes back to
 * the tile that opened it (the island does that on close).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Person, PersonAnswer } from '../shared/api-types.ts';
import { avatarUrl, TILE_AVATAR_SIZE } from '../shared/avatar.ts';
import { getPerson } from './stores/person-cache.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { HouseholdMembers } from './HouseholdMembers.tsx';
import { SaveContact } from './SaveContact.tsx';

interface Props {
  personId: string;
  memberIds: string[];
  peopleById: ReadonlyMap<string, Person>;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Loads one person's details (cached per person by the store) and shows them. */
function usePerson(id: string): PersonAnswer | null {
  const [loaded, setLoaded] = useState<PersonAnswer | null>(null);
  useEffect(() => {
    let live = true;
    getPerson(id).then(
      (answer) => live && setLoaded(answer),
      // the cache has logged the failure (docs/requirements.md section 8: console only)
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return loaded?.data.id === id ? loaded : null;
}

/** The modal for one person, with their household's members when there is more than one. */
export function PersonModal({ personId, memberIds, peopleById, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [currentId, setCurrentId] = useState(personId);
  const details = usePerson(currentId);
  const summary = peopleById.get(currentId)?.attributes;
  const person = details?.data.attributes ?? summary;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="person-modal"
      aria-labelledby="person-modal-name"
      onClose={onClose}
      onKeyDown={trapTab}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
    >
      <div className="person-modal-body">
        <button
          ref={closeButton}
          type="button"
          className="button secondary modal-close"
          onClick={() => dialog.current?.close()}
        >
          Close
        </button>
        {person?.avatar ? (
          <a
            className="modal-avatar"
            href={person.avatar}
            target="_blank"
            rel="noopener noreferrer"
          >
            <img
              src={avatarUrl(person.avatar, TILE_AVATAR_SIZE)}
              alt={`Photo of ${person.name} (opens the full image)`}
              width={TILE_AVATAR_SIZE}
              height={TILE_AVATAR_SIZE}
            />
          </a>
        ) : null}
        <h2 id="person-modal-name">{person?.name ?? 'Loading…'}</h2>
        {person?.membership && <p className="membership">{person.membership}</p>}
        <HouseholdMembers
          memberIds={memberIds}
          currentId={currentId}
          peopleById={peopleById}
          onChoose={setCurrentId}
        />
        {details ? <ContactDetails person={details} /> : <p aria-live="polite">Loading details…</p>}
        <SaveContact person={details} memberIds={memberIds} peopleById={peopleById} />
      </div>
    </dialog>
  );
}
