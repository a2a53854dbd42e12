/**
 * What the auth suites (auth*.test.ts) share: demo mode on loopback, real Requests to /login
 * through its function module, and a gated handler behind the one guard (requireArea).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll } from 'vitest';
import login from '../../../../netlify/functions/login.mts';
import { requireArea } from '../../../../src/platform/server/auth/guard.ts';
import { passwordBinding } from '../../../../src/platform/server/auth/session.ts';
import {
  config,
  getConfig,
  resetConfig,
  useConfig,
  type Area,
} from '../../../../src/platform/server/config/index.ts';
import { handler } from '../../../../src/platform/server/http/handler.ts';

export const SITE = 'http://127.0.0.1:8888';
let dataDir: string;
let nextIp = 1;
/** A fresh client address per test, so the throttle of one test never blocks another. */
export const freshIp = () => `198.51.100.${nextIp++}`;

/**
 * Demo mode on loopback with a throwaway DATA_DIR, whatever the developer's shell says, with a
 * test's scenario (`scenario`, such as another SITE_URL) over it: the config is built from these
 * variables alone and handed to the function (useConfig), never written into process.env.
 */
export function demoEnv(scenario: Record<string, string> = {}): void {
  useConfig(getConfig({ DATA_DIR: dataDir, SITE_URL: SITE, ...scenario }));
}

/** Runs the file's tests in demo mode (demoEnv), back to the plain demo after each test. */
export function useDemoEnv(): void {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dcc-auth-'));
    demoEnv();
  });
  afterEach(() => demoEnv());
  afterAll(async () => {
    resetConfig();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** A gated function as the data helpers write them. */
const gated = (area: Area) =>
  handler(async (req) => {
    await requireArea(req, area);
    return Response.json({ secret: `${area} data` });
  });

export function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function logIn(username: string, password: string, ip = freshIp()) {
  const response = await login(post('/login', { username, password }), { params: {}, ip });
  const cookie = response.headers.get('set-cookie') ?? '';
  return { response, cookie, pair: cookie.split(';')[0] ?? '' };
}

export async function call(area: Area, cookie?: string) {
  const req = new Request(`${SITE}/api/${area}`, { headers: cookie ? { cookie } : {} });
  const response = await gated(area)(req, { params: {}, ip: freshIp() });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** A token signed with the real key but shaped by the attacker. */
export function forge(claims: {
  sub?: string;
  iss?: string;
  aud?: string;
  exp?: number;
}): Promise<string> {
  const user = (claims.sub ?? 'directory') as Area;
  const pwd = config().passwordHashes[user] ? passwordBinding(user, config()) : 'none';
  return new SignJWT({ pwd })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub ?? 'directory')
    .setIssuer(claims.iss ?? 'dcc-website')
    .setAudience(claims.aud ?? 'dcc-areas')
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(config().sessionSecret);
}
