export { default as ListState } from './ListState.tsx';
export { churchEvents, specialEvents, youthEvents } from './stores/collections.ts';
