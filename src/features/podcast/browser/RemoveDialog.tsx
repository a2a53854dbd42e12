/**
 * The 'Remove Podcast' confirmation: a native <dialog> opened with showModal(), so the page
 * behind is inert and Escape cancels; focus starts on Cancel and returns to Remove on close.
 */
import { useEffect, useRef } from 'react';
import type { Episode } from '../../sermons/index.ts';

interface Props {
  episode: Episode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an episode is deleted, naming it by title and GUID. */
export function RemoveDialog({ episode, busy, onConfirm, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="remove-dialog"
      aria-labelledby="remove-dialog-title"
      aria-describedby="remove-dialog-question"
      onClose={onClose}
    >
      <h2 id="remove-dialog-title">Remove Podcast</h2>
      <p id="remove-dialog-question">Are you sure you want to delete?</p>
      <dl className="remove-dialog__facts">
        <dt>Title</dt>
        <dd>{episode.title}</dd>
        <dt>GUID</dt>
        <dd>
          <code>{episode.guid}</code>
        </dd>
      </dl>
      <div className="remove-dialog__actions">
        <button
          ref={cancel}
          type="button"
          className="button secondary"
          onClick={() => dialog.current?.close()}
        >
          Cancel
        </button>
        <button type="button" className="button danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Removing…' : 'Remove'}
        </button>
      </div>
    </dialog>
  );
}
