/**
 * A service's parts for unit tests: file storage in a fresh temporary folder (the same
 * FsStorage `npm start` uses) holding a stored feed, and the demo config of that folder. No
 * server, no network: the search hook and the CDN purge are off in this config.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Episode, Feed } from '../../src/features/sermons/index.ts';
import { channelFor } from '../../src/features/sermons/server/feed/channel.ts';
import { createFeed, readFeed } from '../../src/features/sermons/server/feed/feed-store.ts';
import { guidForKey, mediaUrl } from '../../src/features/sermons/server/media-keys.ts';
import { getConfig, type Config } from '../../src/platform/server/config/index.ts';
import { createStorage } from '../../src/platform/server/storage/index.ts';
import type { Storage } from '../../src/platform/server/storage/types.ts';

export interface FeedStorage {
  cfg: Config;
  storage: Storage;
  /** The feed as stored now. */
  feed(): Promise<Feed>;
  /** Whether a key is stored. */
  has(key: string): Promise<boolean>;
  remove(): Promise<void>;
}

/** Fresh storage holding a feed with these episodes; `env` adds variables to the config. */
export async function feedStorage(
  episodes: (cfg: Config) => Episode[] = () => [],
  env: Record<string, string> = {},
): Promise<FeedStorage> {
  const dir = await mkdtemp(join(tmpdir(), 'dcc-unit-'));
  const cfg = getConfig({ DATA_DIR: dir, ...env }, { readDemoSecret: () => 'x'.repeat(32) });
  const storage = createStorage({ kind: 'fs', dir });
  await createFeed(storage, { channel: channelFor(cfg, Date.now()), items: episodes(cfg) });
  return {
    cfg,
    storage,
    feed: async () => (await readFeed(storage))!.feed,
    has: async (key) => (await storage.head(key)) !== null,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** An episode whose audio (and image, unless given) is stored under media/podcast/. */
export function episodeAt(cfg: Config, name: string, fields: Partial<Episode> = {}): Episode {
  const key = `media/podcast/${name}.mp3`;
  return {
    guid: guidForKey(cfg, key),
    title: name,
    pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
    author: 'Pastor',
    summary: 'Series',
    image: mediaUrl(cfg, `media/podcast/${name}.jpg`),
    duration: 60,
    enclosure: { url: mediaUrl(cfg, key), type: 'audio/mpeg', length: 1 },
    transcriptSource: null,
    ...fields,
  };
}
