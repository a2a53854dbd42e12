/**
 * The sermons the search index holds, read from storage (S3 or files) with their transcripts:
 * the stored feed's episodes and each one's WebVTT, by the key behind its feed URL.
 */
import { storedCues } from '../../lib/podcast/transcript.ts';
import type { Cue } from '../../lib/podcast/captions.ts';
import type { Feed } from '../../lib/podcast/feed.ts';
import { sermonForIndex, type SermonForIndex } from '../../lib/search/sermon-record.ts';
import type { SearchSettings } from '../../server/config/index.ts';
import { keyForUrl } from '../../server/podcast/media-keys.ts';
import { readText } from '../../server/storage/read.ts';
import type { Storage } from '../../server/storage/types.ts';
import { readFeed } from '../../server/podcast/feed/feed-store.ts';

type Settings = Pick<SearchSettings, 'mediaPublicUrl' | 'siteUrl' | 'timezone'>;

/** A transcript's cues, or none when it is missing or unreadable (logged). */
async function cuesOf(storage: Storage, cfg: Settings, url: string | undefined): Promise<Cue[]> {
  const key = url ? keyForUrl(cfg, url) : null;
  if (!key) return [];
  try {
    return storedCues((await readText(storage, key)).text);
  } catch (error) {
    console.error(`Search: could not read the transcript ${key}:`, error);
    return [];
  }
}

/** The feed's sermons as the index sees them, a few transcripts read at a time. */
export async function sermonsOf(
  storage: Storage,
  cfg: Settings,
  feed: Feed,
): Promise<SermonForIndex[]> {
  const sermons: SermonForIndex[] = [];
  const items = [...feed.items];
  const worker = async () => {
    for (let item = items.shift(); item; item = items.shift()) {
      const sermon = sermonForIndex(
        item,
        await cuesOf(storage, cfg, item.transcript),
        cfg.timezone,
      );
      if (sermon) sermons.push(sermon);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return sermons.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The stored feed's sermons, or none when no feed has been written yet. */
export async function storedSermons(storage: Storage, cfg: Settings): Promise<SermonForIndex[]> {
  const stored = await readFeed(storage);
  return stored ? sermonsOf(storage, cfg, stored.feed) : [];
}
