export { groups } from './stores/collections.ts';
