export { stopPlayers } from './playing.ts';
export { media } from './stores/collections.ts';
