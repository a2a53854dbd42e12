export { media } from './stores/collections.ts';
