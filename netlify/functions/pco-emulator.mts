export { pcoEmulatorFunction as default } from '../../src/app/emulators.ts';

// Netlify reads `config` without running the module, so the path must be a plain literal
// (config/demo.ts's DEMO_PCO_PATH)
export const config = { path: '/demo/pco/*', method: ['GET', 'POST'] };
