/**
 * The unfinished audio upload this browser remembers (browser/pipeline/upload/remembered.ts), as a
 * store for the admin page's note: it follows changes from this page and from other tabs while the
 * note is shown. At build time, with no localStorage, it holds null and no note is rendered.
 */
import { atom, onMount } from 'nanostores';
import {
  discardUpload,
  subscribeUnfinished,
  unfinishedUpload,
  type UnfinishedUpload,
} from '../pipeline/upload/remembered.ts';

export const $unfinishedUpload = atom<UnfinishedUpload | null>(null);

onMount($unfinishedUpload, () => {
  const update = () => $unfinishedUpload.set(unfinishedUpload());
  update();
  return subscribeUnfinished(update);
});

/** Discard: drops the upload from S3 and from this browser. */
export function discardUnfinished(token: string): Promise<void> {
  return discardUpload(token);
}
