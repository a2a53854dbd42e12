/**
 * The demo sermons a demo build indexes (docs/architecture.md section 9): the demo feed made
 * here, in this process's data folder, as the demo site's functions make it, with each
 * transcript read from the same file storage. No site need be running, and no key is held.
 */
import type { Cue } from '../../transcripts/index.ts';
import { storedCues } from '../../transcripts/server/index.ts';
import { sermonForIndex, type SermonForIndex } from '../../sermons/index.ts';
import { serverDeps } from '../../../app/composition.ts';
import { loadFeed } from '../../sermons/server/index.ts';
import { keyForUrl } from '../../sermons/server/index.ts';
import { readText } from '../../../platform/server/storage/read.ts';

/** The demo feed's sermons with their transcripts (a missing transcript is logged and left out). */
export async function demoSermons(): Promise<SermonForIndex[]> {
  const deps = serverDeps();
  const { cfg, storage } = deps;
  const { feed } = await loadFeed(deps);
  const sermons: SermonForIndex[] = [];
  for (const item of feed.items) {
    const key = item.transcript ? keyForUrl(cfg, item.transcript) : null;
    let cues: Cue[] = [];
    if (key)
      cues = await readText(storage, key).then(
        ({ text }) => storedCues(text),
        (error: unknown) => (console.error(`Search: could not read ${key}:`, error), []),
      );
    const sermon = sermonForIndex(item, cues, cfg.timezone);
    if (sermon) sermons.push(sermon);
  }
  return sermons.sort((a, b) => a.slug.localeCompare(b.slug));
}
