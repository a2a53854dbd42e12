/** The Planning Center emulator (demo mode only): the demo congregation under PCO's paths. */
import { errorResponse } from '../../src/platform/server/http/errors.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { pcoEmulator } from '../../src/app/composition.ts';

export default handler((req) => {
  const emulator = pcoEmulator();
  return emulator ? emulator(req) : errorResponse(404, 'Not found');
});

// Netlify reads `config` without running the module, so the path must be a plain literal
// (config/demo.ts's DEMO_PCO_PATH)
export const config = { path: '/demo/pco/*', method: ['GET', 'POST'] };
