/**
 * A sermon's transcript and chapters for its page, read from storage (S3 or files) by the keys
 * behind their feed URLs. Stored files never change (each upload gets a fresh key), so each is
 * read once per instance; one that cannot be read leaves the page without it, never broken.
 */
import type { Episode } from '../shared/api-types.ts';
import type { Cue } from '../../transcripts/index.ts';
import { storedChapters, type Chapter } from '../shared/chapters.ts';
import { storedCues } from '../../transcripts/server/index.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import { keyForUrl } from './media-keys.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import type { StorageDeps } from '../../../app/deps.ts';

/** What the page shows beside the player. */
export interface FollowAlong {
  cues: Cue[];
  chapters: Chapter[];
}

const KEPT = 64;
const cache = new Map<string, Promise<string>>();

const readStoredText = async (storage: Storage, key: string) => (await readText(storage, key)).text;

/** The stored text behind one of our media URLs, or '' when it is missing or unreadable. */
async function stored(storage: Storage, cfg: Config, url: string | undefined): Promise<string> {
  const key = url ? keyForUrl(cfg, url) : null;
  if (!key) return '';
  let text = cache.get(key);
  if (!text) {
    text = readStoredText(storage, key);
    cache.set(key, text);
    if (cache.size > KEPT) cache.delete(cache.keys().next().value!);
    text.catch(() => cache.delete(key));
  }
  return text.catch((error: unknown) => {
    console.error(`Could not read ${key} for a sermon page:`, error);
    return '';
  });
}

/** The episode's transcript cues and chapters (empty when it has none). */
export async function readFollowAlong(
  { storage, cfg }: StorageDeps,
  episode: Episode,
): Promise<FollowAlong> {
  const [vtt, chapters] = await Promise.all([
    stored(storage, cfg, episode.transcript),
    stored(storage, cfg, episode.chapters),
  ]);
  return { cues: vtt ? storedCues(vtt) : [], chapters: chapters ? storedChapters(chapters) : [] };
}
