/**
 * A site whose Planning Center can be taken away, for the outage suites: the emulator as its own
 * server (file storage in demo mode, the mode's storage otherwise: tests/helpers/mode-storage.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { startEmulatorServer, type EmulatorServer } from '../../../tools/local/emulator-server.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { MODE } from '../../helpers/target.ts';

/** What turns S3 off in demo mode, whatever the shell sets: a variable set to nothing is unset. */
const NO_S3 = {
  S3_BUCKET: '',
  S3_ENDPOINT: '',
  S3_ACCESS_KEY_ID: '',
  S3_SECRET_ACCESS_KEY: '',
  S3_REGION: '',
};

export interface OutageSite {
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Planning Center goes away. */
  outage(): Promise<void>;
}

/** Starts the emulator and the site for the describe it is called in. */
export function outageSite(): OutageSite {
  let pco: EmulatorServer;
  let server: TestServer;
  beforeAll(async () => {
    pco = await startEmulatorServer(0);
    server = await startTestServer({
      ...(MODE === 'production' ? {} : NO_S3),
      PCO_BASE_URL: pco.url,
      PCO_APP_ID: '',
      PCO_SECRET: '',
      MEDIA_PUBLIC_URL: '',
    });
  });
  afterAll(async () => {
    await server?.close();
    await pco?.close().catch(() => {});
  });
  return {
    get: (path, headers = {}) => fetch(server.url + path, { headers }),
    outage: () => pco.close(),
  };
}
