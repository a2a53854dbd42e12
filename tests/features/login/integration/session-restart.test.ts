/**
 * Sessions and lockouts across whole servers, the way a deploy runs them (in every mode): a new
 * password hash ends the old sessions and device cookies when the site restarts with it, and failed logins counted
 * by one server lock the same address out of another that shares its storage, while the right
 * password still opens from another address.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../../../src/platform/server/auth/password.ts';
import { envSource } from '../../../../src/platform/server/config/index.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

const SECRET = 'a-session-secret-kept-across-restarts-0123456789';
let oldHash: string;
let newHash: string;

beforeAll(async () => {
  [oldHash, newHash] = await Promise.all([hashPassword('old password'), hashPassword('new one')]);
});

/** The answer to a login: its status, and the session and device cookies it set (`name=value`). */
interface Answer {
  status: number;
  cookie: string;
  device: string;
}

/** POST /login from a chosen loopback address (the server sees it as the client's address). */
function logIn(
  server: TestServer,
  password: string,
  from = '127.0.0.1',
  sent = '',
): Promise<Answer> {
  const body = JSON.stringify({ username: 'directory', password });
  const url = new URL('/login', server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          Origin: url.origin,
          'Content-Type': 'application/json',
          ...(sent ? { cookie: sent } : {}),
        },
      },
      (res) => {
        res.resume();
        const [cookie = '', device = ''] = (res.headers['set-cookie'] ?? []).map(
          (set) => set.split(';')[0] ?? '',
        );
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie, device }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function whoami(server: TestServer, cookie: string): Promise<unknown> {
  const response = await fetch(`${server.url}/login`, { headers: { cookie } });
  return ((await response.json()) as { user: unknown }).user;
}

/** What a second server needs to share the first one's storage (folder or bucket). */
function sharedStorage(): Record<string, string> {
  const names = ['DATA_DIR', 'S3_BUCKET', 'MEDIA_PUBLIC_URL'];
  const env = envSource(); // the running server's variables (tests/helpers/server.ts)
  return Object.fromEntries(names.flatMap((n) => (env[n] ? [[n, env[n]]] : [])));
}

describe('a changed password hash', () => {
  let cookie = '';
  let device = '';
  let shared: Record<string, string> = {};
  let dataDir: string;
  // a folder of the test's own: a server's close removes the folder it made itself
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dcc-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('a session survives a restart with the same hash', async () => {
    const first = await startTestServer({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      DIRECTORY_PASSWORD_HASH: oldHash,
    });
    shared = sharedStorage();
    ({ cookie, device } = await logIn(first, 'old password', '127.0.0.6'));
    expect(device).toMatch(/^dcc_device_directory=ey/);
    expect(await whoami(first, cookie)).toBe('directory');
    await first.close();
    const again = await startTestServer({
      ...shared,
      SESSION_SECRET: SECRET,
      DIRECTORY_PASSWORD_HASH: oldHash,
    });
    expect(await whoami(again, cookie)).toBe('directory');
    await again.close();
  });

  test('ends every session of its area once the site restarts with the new hash', async () => {
    const server = await startTestServer({
      ...shared,
      SESSION_SECRET: SECRET,
      DIRECTORY_PASSWORD_HASH: newHash,
    });
    try {
      expect(await whoami(server, cookie)).toBeNull();
      const gated = await fetch(`${server.url}/api/people`, { headers: { cookie } });
      expect(gated.status).toBe(401);
      expect((await logIn(server, 'old password')).status).toBe(401);
      expect(await whoami(server, (await logIn(server, 'new one')).cookie)).toBe('directory');
    } finally {
      await server.close();
    }
  });

  test("makes the old device cookies untrusted: they wait their address's turn", async () => {
    const server = await startTestServer({
      ...shared,
      SESSION_SECRET: SECRET,
      DIRECTORY_PASSWORD_HASH: newHash,
    });
    try {
      for (let i = 0; i < 5; i++)
        expect((await logIn(server, `guess ${i}`, '127.0.0.6')).status).toBe(401);
      // a trusted cookie would take its own turn at once (login-guessing.test.ts)
      expect((await logIn(server, 'new one', '127.0.0.6', device)).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('a lockout across servers sharing storage', () => {
  // one after the other: two servers in one process would share one config (and its SITE_URL)
  test('failures on one lock the address out of the next; another address still logs in', async () => {
    // a folder of the test's own: a server's close removes the folder it made itself
    const dataDir = await mkdtemp(join(tmpdir(), 'dcc-lockout-'));
    const env = { DATA_DIR: dataDir, SESSION_SECRET: SECRET, DIRECTORY_PASSWORD_HASH: oldHash };
    const one = await startTestServer(env);
    const shared = sharedStorage();
    try {
      for (let i = 0; i < 5; i++)
        expect((await logIn(one, `guess ${i}`, '127.0.0.3')).status).toBe(401);
    } finally {
      await one.close();
    }
    const two = await startTestServer({ ...shared, ...env });
    try {
      expect((await logIn(two, 'old password', '127.0.0.3')).status).toBe(429);
      const elsewhere = await logIn(two, 'old password', '127.0.0.4');
      expect(elsewhere.status).toBe(200);
      expect(await whoami(two, elsewhere.cookie)).toBe('directory');
    } finally {
      await two.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
