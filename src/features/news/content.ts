/** What staff edit of the news in the content editor: "This week". */
export { NEWS_FILE } from './shared/news-schema.ts';
