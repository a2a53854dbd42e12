export { requestSearchRebuild } from './build-hook.ts';
