export { transcribeEmulatorFunction as default } from '../../src/app/emulators.ts';

// Netlify reads `config` without running the module, so the path must be a plain literal
// (config/demo.ts's DEMO_TRANSCRIBE_PATH; the SDK posts to the endpoint's path with a slash)
export const config = { path: ['/demo/transcribe', '/demo/transcribe/'], method: ['POST'] };
