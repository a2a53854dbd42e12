import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { hashPassword } from '../../../src/platform/server/auth/password.ts';
import { config, demoIdVariables } from '../../../src/platform/server/config/index.ts';
import { UNAVAILABLE } from '../../../src/platform/server/pco/transport.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { startDeadEnd, type DeadEnd } from '../../helpers/dead-end.ts';

// Production-like configuration whose Planning Center is not there at all.
let server: TestServer;
let nowhere: DeadEnd;

beforeAll(async () => {
  nowhere = await startDeadEnd();
  const hash = await hashPassword('an integration test password');
  server = await startTestServer({
    PCO_APP_ID: 'app',
    PCO_SECRET: 'secret',
    ...demoIdVariables(),
    PCO_BASE_URL: nowhere.url,
    SESSION_SECRET: 'an-integration-test-secret-of-enough-bytes',
    DIRECTORY_PASSWORD_HASH: hash,
    TEACHER_PASSWORD_HASH: hash,
    PODCAST_PASSWORD_HASH: hash,
  });
});
afterAll(async () => {
  await server.close();
  await nowhere.close();
});

describe('when Planning Center does not answer', () => {
  test('the emulator is off outside demo mode', async () => {
    expect(config().demo).toBe(false);
    expect((await fetch(`${server.url}/demo/pco/people/v2/people`)).status).toBe(404);
  });

  test('data endpoints answer a clear 502 quickly, never a hang or a stack trace', async () => {
    const cookie = `dcc_session=${await createSessionToken('directory', config())}`;
    for (const [path, headers] of [
      ['/api/people', { cookie }],
      ['/api/events/church', {}],
    ] as const) {
      const started = Date.now();
      const response = await fetch(server.url + path, { headers });
      expect(response.status, path).toBe(502);
      expect(await response.json()).toEqual({ message: UNAVAILABLE });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});
