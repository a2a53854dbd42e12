export { groupIndexHtml } from './shared/search-record.ts';
export type { GroupForIndex } from './shared/search-record.ts';
