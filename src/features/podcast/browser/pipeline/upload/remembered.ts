/**
 * The unfinished upload this browser remembers: which file (name, size, last change) and the
 * server's token for it. A reloaded admin page offers to resume it when the same file is chosen
 * again; Cancel and Discard drop it from S3 and from here.
 */
import { uploadActionPath } from '../../../shared/upload-actions.ts';
import { fileFingerprint } from '../../../shared/upload-parts.ts';
import { apiSend } from '../../../../../platform/browser/net/api.ts';

const KEY = 'dcc-podcast-unfinished-upload';
const CHANGED = 'dcc-unfinished-upload';

/** Calls `changed` on changes from this page and from other tabs (stores/unfinished-upload.ts). */
export function subscribeUnfinished(changed: () => void): () => void {
  addEventListener(CHANGED, changed);
  addEventListener('storage', changed);
  return () => {
    removeEventListener(CHANGED, changed);
    removeEventListener('storage', changed);
  };
}

export interface UnfinishedUpload {
  fingerprint: string;
  name: string;
  size: number;
  token: string;
}

/** Remembers an audio upload under way, so a reloaded page can offer to resume it. */
export function rememberUpload(file: File, token: string): void {
  const record: UnfinishedUpload = {
    fingerprint: fileFingerprint(file),
    name: file.name,
    size: file.size,
    token,
  };
  localStorage.setItem(KEY, JSON.stringify(record));
  dispatchEvent(new Event(CHANGED));
}

/** The remembered upload, or null (none, or a record this code cannot read). */
export function unfinishedUpload(): UnfinishedUpload | null {
  try {
    const record = JSON.parse(localStorage.getItem(KEY) ?? 'null') as UnfinishedUpload | null;
    return record && typeof record.token === 'string' ? record : null;
  } catch {
    return null;
  }
}

/** The remembered upload when it is of this very file. */
export function unfinishedUploadOf(file: File): UnfinishedUpload | null {
  const record = unfinishedUpload();
  return record?.fingerprint === fileFingerprint(file) ? record : null;
}

/** Forgets the remembered upload (finished, cancelled or discarded), in every tab. */
export function forgetUpload(): void {
  localStorage.removeItem(KEY);
  dispatchEvent(new Event(CHANGED));
}

/** Drops the upload from S3 (POST /api/podcast-uploads/abort) and from this browser. */
export async function discardUpload(token: string): Promise<void> {
  forgetUpload();
  await apiSend('POST', uploadActionPath('abort'), { token }).catch(() => undefined);
}
