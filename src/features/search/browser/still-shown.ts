/**
 * Which search results the /search page may show (docs/architecture.md section 9): the index
 * follows a change only at its next rebuild, so a sermon is checked against the published feed
 * (/api/media) and a group or sign-up against its live answer (/api/groups, /api/signups), each
 * fetched once, and only when a result needs it. While an answer cannot be had, none of its
 * results shows, and a later query asks again.
 */
import { liveRecords, stillListed } from '../shared/listed.ts';
import { publishedPaths, stillPublished } from '../shared/published.ts';
import type { IndexedRecord, SearchHit } from '../shared/results.ts';
import type { CollectionStore } from '../../../platform/browser/stores/collection.ts';
import { groups } from '../../groups/browser/index.ts';
import { groupsForIndex } from '../../groups/index.ts';
import { media } from '../../sermons/browser/index.ts';
import { signups } from '../../signups/browser/index.ts';
import { signupsForIndex } from '../../signups/index.ts';

type Known<T> = Promise<T | null>;

/** What a collection holds, read into `read`, fetched once; null (and asked again later) on failure. */
function once<T, R>(collection: CollectionStore<T>, read: (data: T) => R): () => Known<R> {
  let known: Known<R> | null = null;
  return () => {
    known ??= collection.fetchIfNeeded().then(() => {
      const data = collection.$store.get().data;
      if (!data) known = null;
      return data ? read(data) : null;
    });
    return known;
  };
}

const publishedSermons = once(media, publishedPaths);
const LIVE: Record<IndexedRecord['list'], () => Known<ReadonlyMap<string, string>>> = {
  groups: once(groups, (answer) => liveRecords(groupsForIndex(answer))),
  signups: once(signups, (answer) => liveRecords(signupsForIndex(answer))),
};

/** Starts fetching the feed before the first query: most searches find sermons. */
export function warmShown(): void {
  void publishedSermons();
}

/** Whether the page may show the hit (see the file comment). */
export async function stillShown(hit: SearchHit): Promise<boolean> {
  if (hit.kind === 'Sermon') return stillPublished(hit, await publishedSermons());
  if (hit.record) return stillListed(hit, await LIVE[hit.record.list]());
  return true;
}
