/**
 * The alternative the search bench compares against (`SEARCH_BENCH_SHAPE=passages`): instead of
 * one page per sermon with a heading per cue, a Pagefind custom record per two-minute passage
 * of each transcript, its URL already `/sermons/{slug}#t=N`. Results are then passages, not
 * sermons, and a sermon found by its title comes back once per passage.
 */
import * as pagefind from 'pagefind';
import type { SermonForIndex } from '../../../src/features/sermons/shared/search-record.ts';

const PASSAGE_SECONDS = 120;

/** Writes the passage-shaped index into `outDir`; resolves with how many records it holds. */
export async function writePassageIndex(
  sermons: readonly SermonForIndex[],
  outDir: string,
): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(errors.join('; '));
  let records = 0;
  for (const sermon of sermons) {
    const passages = new Map<number, string[]>();
    for (const cue of sermon.cues) {
      const at = Math.floor(cue.start / PASSAGE_SECONDS) * PASSAGE_SECONDS;
      passages.set(at, [...(passages.get(at) ?? []), cue.text]);
    }
    for (const [at, texts] of passages) {
      const first = sermon.cues.find((cue) => cue.start >= at)!;
      await index.addCustomRecord({
        url: `/sermons/${sermon.slug}#t=${Math.floor(first.start)}`,
        content: `${sermon.title}. ${sermon.series}. ${sermon.speaker}. ${texts.join(' ')}`,
        language: 'en',
        meta: { title: sermon.title, kind: 'Sermon', speaker: sermon.speaker, date: sermon.date },
      });
      records++;
    }
  }
  const written = await index.writeFiles({ outputPath: outDir });
  if (written.errors.length) throw new Error(written.errors.join('; '));
  await index.deleteIndex();
  return records;
}
