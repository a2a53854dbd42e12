/**
 * The demo's emulators as functions (docs/architecture.md section 2): netlify/functions/
 * pco-emulator.mts, transcribe-emulator.mts and youtube-emulator.mts re-export these beside
 * their routes. Outside demo mode each answers 404. Marked pure, so one function's bundle leaves
 * the others out.
 */
import { errorResponse } from '../platform/server/http/errors.ts';
import { handler } from '../platform/server/http/handler.ts';
import { pcoEmulator, transcribeEmulator, youtubeEmulator } from './composition.ts';

/** The emulators are called by the server's own clients, which send no Origin. */
const SERVER_TO_SERVER = { anyOrigin: true };

/** The Planning Center emulator: the demo congregation under PCO's paths. */
export const pcoEmulatorFunction = /* @__PURE__ */ handler((req) => {
  const emulator = pcoEmulator();
  return emulator ? emulator(req) : errorResponse(404, 'Not found');
}, SERVER_TO_SERVER);

/** The demo's Amazon Transcribe: Transcribe's JSON protocol over demo storage. */
export const transcribeEmulatorFunction = /* @__PURE__ */ handler((req) => {
  const emulator = transcribeEmulator();
  return emulator ? emulator(req) : errorResponse(404, 'Not found');
}, SERVER_TO_SERVER);

/** The demo's YouTube: the Data API v3 and the channel feed over a scripted stream. */
export const youtubeEmulatorFunction = /* @__PURE__ */ handler((req) => {
  const emulator = youtubeEmulator();
  return emulator ? emulator(req) : errorResponse(404, 'Not found');
}, SERVER_TO_SERVER);
