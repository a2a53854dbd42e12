/**
 * A Planning Center outage, on the bundles (npm run preview): a warm instance keeps its last
 * good answer, gated ones too; a fresh instance, which holds nothing, serves the copy kept in
 * storage marked with its Age; gated data is never stored, so it fails clearly. On the mode's storage
 * (tests/helpers/mode-storage.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { startEmulatorServer, type EmulatorServer } from '../../../tools/local/emulator-server.ts';
import { STORAGE } from '../../helpers/mode-storage.ts';
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

describe(`a Planning Center outage, on ${STORAGE}`, () => {
  let pco: EmulatorServer;
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers });

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

  test('warm and cold instances serve the last good public answers', async () => {
    const cookie = `dcc_session=${await createSessionToken('directory', config())}`;
    const people = await get('/api/people', { cookie });
    expect(people.status).toBe(200);
    const before: Record<string, unknown> = {};
    const paths = [
      '/api/events/church',
      '/api/events/special',
      '/api/worshipsamples',
      '/api/signups',
    ];
    for (const path of paths) {
      const fresh = await get(path);
      expect(fresh.status, path).toBe(200);
      expect(fresh.headers.get('age'), path).toBeNull();
      before[path] = await fresh.json();
    }
    await pco.close(); // Planning Center goes away

    const warm = await get('/api/events/church');
    expect(warm.status).toBe(200);
    expect(await warm.json()).toEqual(before['/api/events/church']);
    const warmPeople = await get('/api/people', { cookie });
    expect(warmPeople.status).toBe(200);
    expect(await warmPeople.json()).toEqual(await people.json());

    await server.preview!.pool.stop(); // every instance cold, the storage as it was
    for (const path of Object.keys(before)) {
      const cold = await get(path);
      expect(cold.status, path).toBe(200);
      // the kept answer says how old it is: a whole number of seconds, never missing
      expect(cold.headers.get('age'), path).toMatch(/^\d+$/);
      expect(cold.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=30');
      expect(await cold.json(), path).toEqual(before[path]);
    }
    const ics = await get('/api/calendar/church.ics');
    expect(ics.status).toBe(200);
    expect(ics.headers.get('age')).toMatch(/^\d+$/);
  });

  test('what was never kept fails clearly: gated data and unfetched kinds', async () => {
    const cookie = `dcc_session=${await createSessionToken('directory', config())}`;
    for (const [path, headers] of [
      ['/api/people', { cookie }],
      ['/api/events/youth', {}],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.status, path).toBe(502);
      expect((await answer.json()) as unknown, path).toEqual({
        message: expect.stringMatching(/Planning Center/) as unknown,
      });
    }
  });
});
