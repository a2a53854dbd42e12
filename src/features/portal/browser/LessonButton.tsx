/** A lesson file as a link-styled button that downloads it; busy while the URL is fetched. */
import { useState } from 'react';
import type { AttachmentRequest } from './stores/attachments.ts';
import { downloadAttachment } from './download.ts';

interface Props {
  name: string;
  filename: string;
  request: AttachmentRequest;
}

/** Word files say so, since the PDF and the .docx of a lesson share a name once stripped. */
export function LessonButton({ name, filename, request }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAttachment(request);
    } catch (error) {
      // docs/requirements.md section 8: a failed download is logged, with no message to the user.
      console.error(`Downloading ${filename} failed:`, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="link-button"
      aria-busy={busy}
      disabled={busy}
      onClick={() => void download()}
    >
      {name}
      {/\.docx$/i.test(filename) && !/\.docx$/i.test(name) && (
        <span className="file-kind"> (Word)</span>
      )}
    </button>
  );
}
