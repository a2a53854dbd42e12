/**
 * Rebuilding the search index from storage (docs/architecture.md section 9): the build's step
 * reads whatever storage the build is configured for; the local servers read the storage they
 * serve, at start and whenever publishing calls their rebuild endpoint. Rebuilds run one at a
 * time; calls that arrive during one share the next.
 */
import { createStorage } from '../../server/storage/index.ts';
import { config, searchBuildSettings } from '../../server/config/index.ts';
import { loadFeed } from '../../server/podcast/feed/feed-store.ts';
import { getStorage } from '../../server/parts.ts';
import { sermonsOf, storedSermons } from './sermons.ts';
import { writeSearchIndex, type IndexStats } from './index-writer.ts';
import type { SermonForIndex } from '../../lib/search/sermon-record.ts';
import type { GroupForIndex } from '../../lib/search/group-record.ts';
import { publicGroupsOrNone } from './groups.ts';

/** The public groups of the site this process serves, read from its own /api/groups. */
export const servedGroups = (): Promise<GroupForIndex[]> => publicGroupsOrNone(config().siteUrl);

/** The sermons of the storage this process serves (its feed made first, as the functions do). */
export async function servedSermons(): Promise<SermonForIndex[]> {
  const cfg = config();
  const storage = getStorage();
  return sermonsOf(storage, cfg, (await loadFeed(storage, cfg)).feed);
}

/**
 * The sermons a build indexes, and where they came from: the demo feed in demo mode, else the
 * stored feed in the bucket the Builds-scoped variables name (read only; never created).
 */
export async function buildSermons(
  dataDir: string,
): Promise<{ sermons: SermonForIndex[]; from: string }> {
  const settings = searchBuildSettings(dataDir);
  if (settings.demo) return { sermons: await servedSermons(), from: 'the demo sermons' };
  const from =
    settings.storage.kind === 's3' ? `the S3 bucket ${settings.storage.bucket}` : 'file storage';
  return { sermons: await storedSermons(createStorage(settings.storage), settings), from };
}

/** Rebuilds that run one at a time, the calls made during one sharing the next. */
export function serialRebuilds(
  distDir: string,
  outDir: string,
  sermons: () => Promise<readonly SermonForIndex[]>,
  groups: () => Promise<readonly GroupForIndex[]> = () => Promise.resolve([]),
): () => Promise<IndexStats> {
  let running: Promise<IndexStats> | null = null;
  let queued: Promise<IndexStats> | null = null;
  const run = async () => {
    const [sermonList, groupList] = await Promise.all([sermons(), groups()]);
    return writeSearchIndex({ distDir, sermons: sermonList, groups: groupList }, outDir);
  };
  return () => {
    if (!running) {
      running = run().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        running = run().finally(() => (running = null));
        return running;
      });
    return queued;
  };
}
