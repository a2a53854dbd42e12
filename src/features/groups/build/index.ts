export { publicGroupsOrNone } from './search-records.ts';
