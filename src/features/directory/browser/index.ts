export { clearPersonCache } from './stores/person-cache.ts';
