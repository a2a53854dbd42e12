/**
 * The emulator as a server of its own, standing in for api.planningcenteronline.com: for
 * trying production mode locally (`npm run pco-emulator`) and for the tests that run the site
 * as production runs it, with PCO_BASE_URL, PCO_APP_ID and PCO_SECRET.
 */
import { createServer } from 'node:http';
import { sendResponse, toRequest } from './node-http.ts';
import * as demo from '../../src/demo/index.ts';
import { config } from '../../src/platform/server/config/index.ts';
import { closeServer, listen } from './listen.ts';
import { guarded } from './safe-address.ts';
type EmulatorOptions = demo.EmulatorOptions;

export interface EmulatorServer {
  /** The API root to use as PCO_BASE_URL. */
  url: string;
  close(): Promise<void>;
}

/** Starts the emulator at the root of 127.0.0.1:port (0 for any free port). */
export async function startEmulatorServer(
  port: number,
  options: Omit<EmulatorOptions, 'prefix' | 'zone'> & { zone?: string } = {},
): Promise<EmulatorServer> {
  // made at the first request, in the church's zone as configured by then (unless given)
  let emulator: ((req: Request) => Response) | undefined;
  const server = createServer(
    guarded((req, res) => {
      emulator ??= demo.createEmulator({
        ...options,
        zone: options.zone ?? config().timezone,
        prefix: '',
      });
      // behind a TLS proxy the URLs it hands out must say https
      const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
      const origin = `${scheme}://${req.headers.host ?? '127.0.0.1'}`;
      return sendResponse(res, emulator(toRequest(req, origin, new AbortController().signal)));
    }),
  );
  const { url } = await listen(server, port);
  return {
    url,
    close: () => closeServer(server),
  };
}
