/**
 * What the API answer suites (api-*.test.ts) share: the site on a test server (sources or
 * bundles, tests/helpers/server.ts), session cookies, and GET and POST helpers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

export let server: TestServer;
/** Session cookies of the directory and of the teacher portal. */
export let directory: string;
export let teacher: string;

/** Starts the site for the file's tests, with a session cookie for each gated area. */
export function useApiServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    directory = `dcc_session=${await createSessionToken('directory', config())}`;
    teacher = `dcc_session=${await createSessionToken('dccyouth', config())}`;
  });
  afterAll(() => server.close());
}

/** The JSON of a GET that must answer 200. */
export async function get<T>(path: string, cookie?: string): Promise<T> {
  const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A same-origin POST with the teacher's session unless the headers say otherwise. */
export const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: teacher,
      ...headers,
    },
    body,
  });
