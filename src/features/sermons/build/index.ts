export { publishedSermons } from './search-records.ts';
