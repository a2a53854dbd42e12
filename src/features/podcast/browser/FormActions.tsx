/** Submit, Cancel upload (while one runs) and Remove (for an existing episode). */
import type { RefObject } from 'react';

interface Props {
  busy: boolean;
  selected: boolean;
  removeButton: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  onRemove: () => void;
}

/** The form's buttons; Cancel upload only while one runs, Remove only for a chosen episode. */
export function FormActions({ busy, selected, removeButton, onCancel, onRemove }: Props) {
  return (
    <div className="podcast-actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Uploading…' : 'Submit'}
      </button>
      {busy && (
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel upload
        </button>
      )}
      {selected && (
        <button
          ref={removeButton}
          type="button"
          className="button danger"
          disabled={busy}
          onClick={onRemove}
        >
          Remove
        </button>
      )}
    </div>
  );
}
