/**
 * The stored feed (docs/architecture.md section 4): read it, create it once (as the caller's
 * `seed` says: the demo sermons in demo mode, an empty channel otherwise), and change it with
 * optimistic concurrency: the feed is a stored record (docs/architecture.md section 4, "Stored
 * records") changed through updateRecord, so concurrent edits never lose an episode and readers
 * only ever see a whole feed.
 */
import { buildFeed, parseFeed, type Feed } from '../../shared/feed.ts';
import type { Config } from '../../../../platform/server/config/types.ts';
import type { FeedDeps, FeedWriter, StorageDeps } from '../../../../app/deps.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import type { RecordFormat } from '../../../../platform/server/storage/record-format.ts';
import type { Storage } from '../../../../platform/server/storage/types.ts';
import {
  readRecord,
  RecordBusy,
  updateRecord,
} from '../../../../platform/server/storage/update-record.ts';
import { withSermonLinks } from '../../shared/sermon-links.ts';
import { COVER, readShippedJpeg } from './artwork.ts';
import { channelFor } from './channel.ts';
import { COVER_KEY, FEED_KEY } from '../media-keys.ts';

export const FEED_TYPE = 'application/rss+xml; charset=utf-8';
/** Each round of conflicting writers lets at least one through, so this covers ~50 at once. */
const MAX_ATTEMPTS = 60;

export interface StoredFeed {
  feed: Feed;
  etag: string;
}

/** The feed as stored: RSS, written only when every episode reads back from it. */
const FEED: RecordFormat<Feed> = {
  contentType: FEED_TYPE,
  parse: parseFeed,
  serialize(feed) {
    const xml = buildFeed(feed);
    if (parseFeed(xml).items.length !== feed.items.length)
      throw new Error('The podcast feed did not survive a round trip.');
    return xml;
  },
};

/** The stored feed and its ETag, or null when there is none yet. */
export async function readFeed(storage: Storage): Promise<StoredFeed | null> {
  const stored = await readRecord(storage, FEED_KEY, FEED);
  return stored && { feed: stored.value, etag: stored.etag };
}

/** The feed with every episode's sermon page link (shared/sermon-links.ts). */
export function withPages(feed: Feed, cfg: Pick<Config, 'siteUrl'>): Feed {
  return { ...feed, items: withSermonLinks(feed.items, cfg.siteUrl) };
}

/** Writes the feed only if none exists; false when another writer got there first. */
export async function createFeed(storage: Storage, feed: Feed): Promise<boolean> {
  // tried as missing first; after a conflict the fresh read finds the other writer's feed
  const created = await updateRecord(
    storage,
    FEED_KEY,
    FEED,
    (current) => (current ? null : feed),
    {
      read: null,
    },
  );
  return created?.written ?? false;
}

/** Stores the channel cover unless it is there already. */
export async function ensureCover(storage: Storage): Promise<void> {
  if (await storage.head(COVER_KEY)) return;
  await storage.put(COVER_KEY, await readShippedJpeg(COVER.file), { contentType: 'image/jpeg' });
}

const ensuring = new WeakMap<Storage, Promise<void>>();

/** Writes a first feed, its episodes linked to their sermon pages, unless one exists. */
export function firstFeedWriter({
  storage,
  cfg,
}: Pick<StorageDeps, 'storage' | 'cfg'>): FeedWriter {
  return (feed) => createFeed(storage, withPages(feed, cfg));
}

async function createInitialFeed({ storage, cfg, seed, clock }: FeedDeps): Promise<void> {
  if (await storage.head(FEED_KEY)) return;
  await ensureCover(storage);
  const write = firstFeedWriter({ storage, cfg });
  if (seed) await seed(storage, write);
  else await write({ channel: channelFor(cfg, clock.now()), items: [] });
}

/**
 * Makes sure a feed exists, once per storage per process (concurrent callers share the work);
 * across processes the final conditional put decides and the loser simply reads.
 */
export function ensureFeed(deps: FeedDeps): Promise<void> {
  let pending = ensuring.get(deps.storage);
  if (!pending) {
    pending = createInitialFeed(deps);
    ensuring.set(deps.storage, pending);
    pending.catch(() => ensuring.delete(deps.storage)); // a failed attempt may be retried later
  }
  return pending;
}

/** The feed, created first if needed. */
export async function loadFeed(deps: FeedDeps): Promise<StoredFeed> {
  await ensureFeed(deps);
  let stored = await readFeed(deps.storage);
  if (!stored) {
    // removed behind this process's back: make it again
    ensuring.delete(deps.storage);
    await ensureFeed(deps);
    stored = await readFeed(deps.storage);
  }
  if (!stored) throw new Error('The podcast feed is missing after it was created.');
  return stored;
}

/**
 * Applies a change to the feed through updateRecord. `change` may throw (an HttpError for a
 * missing episode, say) and is re-run on every retry against the freshest feed. `read`: the feed
 * the caller already read, tried first (a stale one just costs a retry). Resolves with the feed
 * as written.
 */
export async function updateFeed(
  deps: FeedDeps,
  change: (feed: Feed) => Feed,
  read?: StoredFeed,
): Promise<Feed> {
  const { storage, cfg } = deps;
  const first = read ?? (await loadFeed(deps));
  try {
    const written = await updateRecord(
      storage,
      FEED_KEY,
      FEED,
      (current) => {
        if (!current) throw new Error('The podcast feed was removed during a change.');
        // every episode keeps the page it had before the change; a new one gets its page
        return withPages(change(withPages(current, cfg)), cfg);
      },
      { read: { value: first.feed, etag: first.etag }, attempts: MAX_ATTEMPTS },
    );
    return written!.value; // the change always answers a feed, so one was written
  } catch (error) {
    if (!(error instanceof RecordBusy)) throw error;
    throw new HttpError(503, 'The podcast feed is busy with other changes; please try again.', {
      'Retry-After': '2',
    });
  }
}
