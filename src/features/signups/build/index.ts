export { publicSignupsOrNone } from './search-records.ts';
