/**
 * When sessions and logins stop being trusted, with real Requests through the function modules
 * (two module instances stand for two function instances): failed logins shared through
 * storage, a lockout on the failing address only, each deploy context's own key, and a full
 * scrypt queue answered at once.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { SCRYPT_QUEUE_LIMIT } from '../../../../src/platform/server/auth/password.ts';
import type { FnHandler } from '../../../../src/platform/server/http/handler.ts';

const SITE = 'http://127.0.0.1:8888';
let dataDir: string;
let cheapHash: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dcc-trust-'));
  // cheaper than the demo's hashes (N=2^10), so a burst of checks stays quick on a busy machine
  const salt = randomBytes(16);
  const key = scryptSync('x', salt, 64, { N: 1024, r: 8, p: 1 });
  cheapHash = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * A fresh copy of the login function, with memory of its own and the config of its scenario:
 * demo mode on loopback with a throwaway DATA_DIR, whatever the developer's shell says, and
 * `scenario` over it, handed to that copy's config module (useConfig), never put in process.env.
 */
async function instance(scenario: Record<string, string> = {}): Promise<{ login: FnHandler }> {
  vi.resetModules();
  const { getConfig, useConfig } = await import('../../../../src/platform/server/config/index.ts');
  useConfig(getConfig({ DATA_DIR: dataDir, SITE_URL: SITE, ...scenario }));
  return { login: (await import('../../../../netlify/functions/login.mts')).default };
}

async function logIn(fn: FnHandler, password: string, ip: string, username = 'directory') {
  const req = new Request(`${SITE}/login`, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const response = await fn(req, { params: {}, ip });
  return {
    status: response.status,
    response,
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

describe('failed logins', () => {
  test('a lockout made on one instance holds on another that shares the storage', async () => {
    const [one, two] = [await instance(), await instance()];
    for (let i = 0; i < 5; i++)
      expect((await logIn((i % 2 ? one : two).login, `guess-${i}`, '198.51.100.10')).status).toBe(
        401,
      );
    const refused = await logIn(two.login, 'demo-directory', '198.51.100.10');
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await logIn(one.login, 'demo-directory', '198.51.100.10')).status).toBe(429);
  });

  test('a lockout of address A never blocks the right password typed at address B', async () => {
    const [one, two] = [await instance(), await instance()];
    for (let i = 0; i < 5; i++) await logIn(one.login, `guess-${i}`, '198.51.100.20');
    expect((await logIn(two.login, 'demo-directory', '198.51.100.20')).status).toBe(429);
    const fromB = await logIn(two.login, 'demo-directory', '198.51.100.21');
    expect(fromB.status).toBe(200);
    expect(fromB.cookie).toMatch(/^dcc_session=/);
  });

  test('answers 503 with Retry-After, not a long wait, when too many checks already queue', async () => {
    const { login } = await instance({ DIRECTORY_PASSWORD_HASH: cheapHash });
    const burst = SCRYPT_QUEUE_LIMIT + 12;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => logIn(login, 'x', `198.51.101.${i + 1}`)),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.response.headers.get('retry-after')).toBe('5');
    expect(await busy[0]?.response.json()).toEqual({
      message: 'The server is busy checking other logins. Please try again.',
    });
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(
      SCRYPT_QUEUE_LIMIT,
    );
  });
});

describe('deploy contexts', () => {
  const secret = { SESSION_SECRET: 'one-secret-shared-by-every-context-0123456789' };
  /** The session's user as GET /login (the guard's sessionUser) sees it. */
  const whoami = async (fn: FnHandler, cookie: string) => {
    const req = new Request(`${SITE}/login`, { headers: { cookie } });
    return (
      (await (await fn(req, { params: {}, ip: '198.51.100.40' })).json()) as { user: unknown }
    ).user;
  };

  /** A cookie made by a login in `context`, with that context's function. */
  const cookieOf = async (context: string, ip: string) => {
    const made = await instance({ ...secret, CONTEXT: context });
    const cookie = (await logIn(made.login, 'demo-directory', ip)).cookie;
    expect(await whoami(made.login, cookie)).toBe('directory');
    return cookie;
  };

  test('a cookie made by a deploy preview is refused in production', async () => {
    const fromPreview = await cookieOf('deploy-preview', '198.51.100.30');
    const production = await instance({ ...secret, CONTEXT: 'production' });
    expect(await whoami(production.login, fromPreview)).toBeNull();
  });

  test('a cookie made in production is refused by a deploy preview', async () => {
    const fromProduction = await cookieOf('production', '198.51.100.31');
    const preview = await instance({ ...secret, CONTEXT: 'deploy-preview' });
    expect(await whoami(preview.login, fromProduction)).toBeNull();
  });
});

describe('a cold function with Planning Center credentials but no ids', () => {
  // the one scenario read from process.env itself, as a cold function reads it; vitest puts the
  // variables back
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  test('opens the login, and the directory answers 503 without asking Planning Center', async () => {
    for (const name of Object.keys(process.env))
      if (/^(PCO_|S3_|CONTEXT$)|_PASSWORD_HASH$|^SESSION_SECRET$/.test(name))
        vi.stubEnv(name, undefined);
    const scenario = {
      DATA_DIR: dataDir,
      SITE_URL: SITE,
      PCO_APP_ID: 'app',
      PCO_SECRET: 'secret',
      SESSION_SECRET: 's'.repeat(48),
      DIRECTORY_PASSWORD_HASH: cheapHash,
      TEACHER_PASSWORD_HASH: cheapHash,
      PODCAST_PASSWORD_HASH: cheapHash,
    };
    for (const [name, value] of Object.entries(scenario)) vi.stubEnv(name, value);
    const asked = vi.fn(() => Promise.reject(new Error('no request may leave')));
    vi.stubGlobal('fetch', asked);
    vi.resetModules();
    const login = (await import('../../../../netlify/functions/login.mts')).default;
    const { status, cookie } = await logIn(login, 'x', '198.51.100.50');
    expect(status).toBe(200);
    const people = (await import('../../../../netlify/functions/people.mts')).default;
    const response = await people(
      new Request(`${SITE}/api/people`, { headers: { Cookie: cookie } }),
      { params: {}, ip: '198.51.100.50' },
    );
    // the unset ids are named by the doctor and the podcast admin, never to a visitor
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'This part of the site is not set up yet.' });
    expect(asked).not.toHaveBeenCalled();
  });
});
