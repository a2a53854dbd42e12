/**
 * Removes uploads nobody committed: a browser that put a file straight into S3 and then never
 * sent the episode (closed tab, lost network) leaves an object no episode refers to. Only keys
 * this service makes for uploads are touched, and only a day after they were written, so an
 * upload in progress is never swept.
 */
import type { StorageDeps } from '../../../../app/deps.ts';
import { readFeed } from '../../../sermons/server/index.ts';
import { mediaInUse } from '../../../sermons/server/index.ts';
import { isUploadKey, keyForUrl } from '../../../sermons/server/index.ts';

/** How old an unreferenced upload must be before it is removed. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/** Deletes stale unreferenced uploads; resolves with the keys it removed. */
export async function sweepOrphans({ storage, cfg, clock }: StorageDeps): Promise<string[]> {
  const now = clock.now();
  const stored = await readFeed(storage);
  if (!stored) return [];
  const used = mediaInUse(stored.feed);
  const referenced = new Set(
    [...used.audio, ...used.images].map((url) => keyForUrl(cfg, url)).filter(Boolean),
  );
  const removed: string[] = [];
  for (const object of await storage.list('media/')) {
    if (!isUploadKey(object.key) || referenced.has(object.key)) continue;
    if (now - object.lastModified.getTime() < ORPHAN_AGE_MS) continue;
    await storage.delete(object.key);
    removed.push(object.key);
  }
  return removed;
}
