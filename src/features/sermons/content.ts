/** What staff edit of the sermons in the content editor: the series file (src/content/series.json). */
export { SERIES_FILE } from './shared/series-schema.ts';
