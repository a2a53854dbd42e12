export { deleteUnused, updateFeed } from './service.ts';
