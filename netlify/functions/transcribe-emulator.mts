/** The demo's Amazon Transcribe (demo mode only): Transcribe's JSON protocol over demo storage. */
import { errorResponse } from '../../src/platform/server/http/errors.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { transcribeEmulator } from '../../src/app/composition.ts';

export default handler((req) => {
  const emulator = transcribeEmulator();
  return emulator ? emulator(req) : errorResponse(404, 'Not found');
});

// Netlify reads `config` without running the module, so the path must be a plain literal
// (config/demo.ts's DEMO_TRANSCRIBE_PATH; the SDK posts to the endpoint's path with a slash)
export const config = { path: ['/demo/transcribe', '/demo/transcribe/'], method: ['POST'] };
