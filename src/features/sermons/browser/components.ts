export { default as Player } from './Player.tsx';
