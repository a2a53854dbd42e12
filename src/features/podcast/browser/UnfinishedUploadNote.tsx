/**
 * Tells the staff member that an audio upload from this browser did not finish (a reload, a
 * closed laptop, a lost connection), and how to pick it up: choose the same file and submit
 * again, and only the missing parts are sent. Discard drops it from storage.
 */
import { useStore } from '@nanostores/react';
import { $unfinishedUpload, discardUnfinished } from './stores/unfinished-upload.ts';

/** The note, shown while no upload runs and one from this browser is remembered. */
export function UnfinishedUploadNote({ busy }: { busy: boolean }) {
  // localStorage is the browser's alone: the build renders no note
  const record = useStore($unfinishedUpload);
  if (!record || busy) return null;
  return (
    <div className="notice unfinished-upload" role="status">
      <p>
        The upload of <strong>{record.name}</strong> did not finish. Choose the same file and submit
        again to resume it: only the missing parts are sent.
      </p>
      <button
        type="button"
        className="button secondary"
        onClick={() => void discardUnfinished(record.token)}
      >
        Discard it
      </button>
    </div>
  );
}
