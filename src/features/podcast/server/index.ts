export { deleteUnused, updateFeed } from './service.ts';
export { countedSeconds } from './upload/audio.ts';
