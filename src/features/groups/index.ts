export { groupIndexHtml, groupsForIndex } from './shared/search-record.ts';
export type { GroupForIndex } from './shared/search-record.ts';
