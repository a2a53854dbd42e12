export { default as Player } from './Player.tsx';
export { stopPlayers } from './playing.ts';
export { media } from './stores/collections.ts';
