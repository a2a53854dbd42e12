/**
 * The stored feed (docs/architecture.md section 4): read it, create it once (as the caller's
 * `seed` says: the demo sermons in demo mode, an empty channel otherwise), and change it with
 * optimistic concurrency: every write is a conditional put on the ETag that was read, retried on PreconditionFailed, so concurrent edits
 * never lose an episode and readers only ever see a whole feed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildFeed, parseFeed, type Feed } from '../../shared/feed.ts';
import type { Config } from '../../../../platform/server/config/types.ts';
import type { FeedDeps, FeedWriter, StorageDeps } from '../../../../app/deps.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import {
  NotFound,
  PreconditionFailed,
  type Storage,
} from '../../../../platform/server/storage/types.ts';
import { withSermonLinks } from '../../shared/sermon-links.ts';
import { COVER, readShippedJpeg } from './artwork.ts';
import { channelFor } from './channel.ts';
import { COVER_KEY, FEED_KEY } from '../media-keys.ts';
import { readText } from '../../../../platform/server/storage/read.ts';

export const FEED_TYPE = 'application/rss+xml; charset=utf-8';
/** Each round of conflicting writers lets at least one through, so this covers ~50 at once. */
const MAX_ATTEMPTS = 60;

export interface StoredFeed {
  feed: Feed;
  etag: string;
}

/** The stored feed and its ETag, or null when there is none yet. */
export async function readFeed(storage: Storage): Promise<StoredFeed | null> {
  try {
    const { text, etag } = await readText(storage, FEED_KEY);
    return { feed: parseFeed(text), etag };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** The feed with every episode's sermon page link (lib/podcast/sermon-links.ts). */
export function withPages(feed: Feed, cfg: Pick<Config, 'siteUrl'>): Feed {
  return { ...feed, items: withSermonLinks(feed.items, cfg.siteUrl) };
}

/** Writes the feed only if none exists; false when another writer got there first. */
export async function createFeed(storage: Storage, feed: Feed): Promise<boolean> {
  try {
    await storage.put(FEED_KEY, buildFeed(feed), { contentType: FEED_TYPE, ifNoneMatch: '*' });
    return true;
  } catch (error) {
    if (error instanceof PreconditionFailed) return false;
    throw error;
  }
}

/** Stores the channel cover unless it is there already. */
export async function ensureCover(storage: Storage): Promise<void> {
  if (await storage.head(COVER_KEY)) return;
  await storage.put(COVER_KEY, await readShippedJpeg(COVER.file), { contentType: 'image/jpeg' });
}

const ensuring = new WeakMap<Storage, Promise<void>>();

/** Writes a first feed, its episodes linked to their sermon pages, unless one exists. */
export function firstFeedWriter({ storage, cfg }: StorageDeps): FeedWriter {
  return (feed) => createFeed(storage, withPages(feed, cfg));
}

async function createInitialFeed({ storage, cfg, seed }: FeedDeps): Promise<void> {
  if (await storage.head(FEED_KEY)) return;
  await ensureCover(storage);
  const write = firstFeedWriter({ storage, cfg });
  if (seed) await seed(storage, write);
  else await write({ channel: channelFor(cfg), items: [] });
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
 * Applies a change to the feed with If-Match on the ETag read, retrying on conflict. `change`
 * may throw (an HttpError for a missing episode, say) and is re-run on every retry against the
 * freshest feed. `read`: the feed the caller already read, tried first (a stale one just costs
 * a retry). Resolves with the feed as written.
 */
export async function updateFeed(
  deps: FeedDeps,
  change: (feed: Feed) => Feed,
  read?: StoredFeed,
): Promise<Feed> {
  const { storage, cfg } = deps;
  let first = read;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const current = first ?? (await loadFeed(deps));
    first = undefined;
    // every episode keeps the page it had before the change; a new one gets its page
    const next = withPages(change(withPages(structuredClone(current.feed), cfg)), cfg);
    const xml = buildFeed(next);
    if (parseFeed(xml).items.length !== next.items.length) {
      throw new Error('The podcast feed did not survive a round trip; nothing was written.');
    }
    try {
      await storage.put(FEED_KEY, xml, { contentType: FEED_TYPE, ifMatch: current.etag });
      return next;
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
      await sleep(Math.random() * 20 * Math.min(attempt, 8));
    }
  }
  throw new HttpError(503, 'The podcast feed is busy with other changes; please try again.', {
    'Retry-After': '2',
  });
}
