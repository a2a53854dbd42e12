export type { Episode } from './shared/api-types.ts';
export { chapterLines, storedChapters } from './shared/chapters.ts';
export { dateInputValue, newestFirst, publishDate } from './shared/date.ts';
export { TRANSCRIPT_TYPES } from './shared/feed-follow-along.ts';
export type { Feed } from './shared/feed.ts';
export { narrowedOptions } from './shared/media-filter.ts';
export { momentOf, saidAt } from './shared/moment.ts';
export {
  MOMENT_SPEAKER_SEPARATOR,
  RESULT_KINDS,
  sermonForIndex,
  sermonIndexHtml,
  sermonPath,
} from './shared/search-record.ts';
export type { SermonForIndex } from './shared/search-record.ts';
export { newestEpisode } from './shared/episodes.ts';
