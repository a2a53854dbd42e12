/** The Planning Center emulator (demo mode only): the demo congregation under PCO's paths. */
import { config as appConfig } from '../../src/server/config/index.ts';
import { createEmulator } from '../../src/server/demo/emulator.ts';
import { errorResponse } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';

const PREFIX = '/demo/pco';
let emulator: ((req: Request) => Response) | undefined;

export default handler((req) => {
  if (!appConfig().demo) return errorResponse(404, 'Not found');
  emulator ??= createEmulator({ prefix: PREFIX });
  return emulator(req);
});

// Netlify reads `config` without running the module, so the path must be a plain literal
export const config = { path: '/demo/pco/*', method: ['GET', 'POST'] };
