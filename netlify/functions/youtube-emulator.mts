export { youtubeEmulatorFunction as default } from '../../src/app/emulators.ts';

// Netlify reads `config` without running the module, so the path must be a plain literal
// (src/features/live/server/config.ts's DEMO_YOUTUBE_PATH)
export const config = { path: '/demo/youtube/*', method: ['GET'] };
