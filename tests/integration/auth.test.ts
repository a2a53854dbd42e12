/**
 * The attack matrix against real Requests: /login and /logout through their function
 * modules, and the one guard (requireArea) through a handler the way every gated function uses it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import login, { config as loginConfig } from '../../netlify/functions/login.mts';
import logout from '../../netlify/functions/logout.mts';
import { requireArea, requireSameOrigin } from '../../src/server/auth/guard.ts';
import { WRONG_PASSWORD } from '../../src/server/auth/login.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { passwordBinding } from '../../src/server/auth/session.ts';
import { config, demoIdVariables, resetConfig, type Area } from '../../src/server/config/index.ts';
import { handler } from '../../src/server/http/handler.ts';

const SITE = 'http://127.0.0.1:8888';
const saved = { ...process.env };
let dataDir: string;
let nextIp = 1;
/** A fresh client address per test, so the throttle of one test never blocks another. */
const freshIp = () => `198.51.100.${nextIp++}`;

/** Demo mode on loopback with a throwaway DATA_DIR, whatever the developer's shell says. */
function demoEnv(): void {
  process.env = { ...saved, DATA_DIR: dataDir, SITE_URL: SITE };
  for (const name of Object.keys(process.env)) {
    if (/^(PCO_|S3_)|_PASSWORD_HASH$|^SESSION_SECRET$/.test(name)) delete process.env[name];
  }
  resetConfig();
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dcc-auth-'));
  demoEnv();
});
afterEach(demoEnv);
afterAll(async () => {
  process.env = saved;
  resetConfig();
  await rm(dataDir, { recursive: true, force: true });
});

/** A gated function as the data helpers write them. */
const gated = (area: Area) =>
  handler(async (req) => {
    await requireArea(req, area);
    return Response.json({ secret: `${area} data` });
  });

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function logIn(username: string, password: string, ip = freshIp()) {
  const response = await login(post('/login', { username, password }), { params: {}, ip });
  const cookie = response.headers.get('set-cookie') ?? '';
  return { response, cookie, pair: cookie.split(';')[0] ?? '' };
}

async function call(area: Area, cookie?: string) {
  const req = new Request(`${SITE}/api/${area}`, { headers: cookie ? { cookie } : {} });
  const response = await gated(area)(req, { params: {}, ip: freshIp() });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** A token signed with the real key but shaped by the attacker. */
function forge(claims: {
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

describe('POST /login', () => {
  test.each([
    ['directory', 'demo-directory'],
    ['dccyouth', 'demo-teacher'],
    ['podcastadmin', 'demo-podcast'],
  ] as const)('logs %s in with an HttpOnly SameSite=Strict cookie', async (user, password) => {
    const { response, cookie, pair } = await logIn(user, password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user });
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(cookie).toMatch(
      /^dcc_session=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; SameSite=Strict; Path=\//,
    );
    expect(cookie).not.toContain('Secure'); // loopback SITE_URL: browsers drop Secure on http
    expect((await call(user, pair)).status).toBe(200);
  });

  test('marks the cookie Secure once SITE_URL is not loopback', async () => {
    process.env['SITE_URL'] = 'https://www.dcc.example';
    resetConfig();
    const req = post(
      '/login',
      { username: 'directory', password: 'demo-directory' },
      {
        Origin: 'https://www.dcc.example',
      },
    );
    const response = await login(req, { params: {}, ip: freshIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
  });

  test.each([
    ['a wrong password', { username: 'directory', password: 'demo-teacher' }],
    ['an unknown username', { username: 'admin', password: 'demo-directory' }],
  ])('answers 401 with a message and no cookie for %s', async (_what, body) => {
    const response = await login(post('/login', body), { params: {}, ip: freshIp() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: WRONG_PASSWORD });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test.each([
    ['malformed JSON', '{"username": "directory",', 'must be JSON'],
    ['a missing password', { username: 'directory' }, 'needs a username and a password'],
    ['a number for a password', { username: 'directory', password: 1234 }, 'both as text'],
    ['an empty password', { username: 'directory', password: '' }, 'Please enter the password'],
    ['JSON null', 'null', 'needs a username and a password'],
  ])('answers 400 for %s', async (_what, body, message) => {
    const response = await login(post('/login', body), { params: {}, ip: freshIp() });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  test('answers 413 for a huge body without reading all of it', async () => {
    const body = JSON.stringify({ username: 'directory', password: 'x'.repeat(100_000) });
    const response = await login(post('/login', body), { params: {}, ip: freshIp() });
    expect(response.status).toBe(413);
  });

  test.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin: null)', { Origin: 'null' }],
    ['another port of this host', { Origin: 'http://127.0.0.1:9999' }],
    ['localhost on another port', { Origin: 'http://localhost:9999' }],
    ['https on this host and port', { Origin: 'https://127.0.0.1:8888' }],
    ['a look-alike host', { Origin: 'http://127.0.0.1.evil.example:8888' }],
  ])('refuses a login posted from %s with 403', async (_what, headers) => {
    const req = post('/login', { username: 'directory', password: 'demo-directory' }, headers);
    const response = await login(req, { params: {}, ip: freshIp() });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('accepts localhost for a 127.0.0.1 site on the same port (one local server)', async () => {
    const req = post(
      '/login',
      { username: 'directory', password: 'demo-directory' },
      {
        Origin: 'http://localhost:8888',
      },
    );
    expect((await login(req, { params: {}, ip: freshIp() })).status).toBe(200);
  });

  test('refuses a login without an Origin header', async () => {
    const req = new Request(`${SITE}/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'directory', password: 'demo-directory' }),
    });
    expect((await login(req, { params: {}, ip: freshIp() })).status).toBe(403);
    expect(() => requireSameOrigin(req)).toThrow('must come from the church website');
  });

  test('throttles brute force: 429 with Retry-After after 5 failures from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await logIn('podcastadmin', `guess-${i}`, ip)).response.status).toBe(401);
    const { response } = await logIn('podcastadmin', 'demo-podcast', ip); // even the right one
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await response.json()).toEqual({
      message: 'Too many failed logins from your address. Please try again in 15 minutes.',
    });
    expect((await logIn('podcastadmin', 'demo-podcast', freshIp())).response.status).toBe(200);
  });

  test('lets only 5 of 20 parallel guesses through to the password check', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn('podcastadmin', `parallel-${i}`, ip)),
    );
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  test('a successful login does not count against the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await logIn('directory', 'wrong', ip);
    for (let i = 0; i < 3; i++)
      expect((await logIn('directory', 'demo-directory', ip)).response.status).toBe(200);
    expect((await logIn('directory', 'wrong', ip)).response.status).toBe(401);
    expect((await logIn('directory', 'demo-directory', ip)).response.status).toBe(429);
  });

  test('counts a whole IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 5; i++) {
      const { response } = await logIn('directory', 'wrong', `2001:db8:77:1::${i.toString(16)}`);
      expect(response.status).toBe(401);
    }
    expect((await logIn('directory', 'wrong', '2001:db8:77:1:ffff::9')).response.status).toBe(429);
    expect((await logIn('directory', 'wrong', '2001:db8:77:2::1')).response.status).toBe(401);
  });

  test('declares Netlify’s rate limit for production', () => {
    expect(loginConfig.rateLimit).toMatchObject({ aggregateBy: ['ip', 'domain'] });
    expect(loginConfig.method).toEqual(['GET', 'POST']);
  });

  test('refuses the demo passwords once real data is configured', async () => {
    const hash = await hashPassword('demo-directory'); // an operator hashed the demo password
    Object.assign(process.env, {
      PCO_APP_ID: 'app',
      PCO_SECRET: 'secret',
      ...demoIdVariables(),
      SESSION_SECRET: 'p'.repeat(40),
      DIRECTORY_PASSWORD_HASH: hash,
      TEACHER_PASSWORD_HASH: await hashPassword('a real teacher password'),
      PODCAST_PASSWORD_HASH: hash,
    });
    resetConfig();
    expect((await logIn('directory', 'demo-directory')).response.status).toBe(401);
    expect((await logIn('dccyouth', 'demo-teacher')).response.status).toBe(401);
    expect((await logIn('dccyouth', 'a real teacher password')).response.status).toBe(200);
  });
});

describe('GET /login', () => {
  const whoami = async (cookie?: string) => {
    const req = new Request(`${SITE}/login`, { headers: cookie ? { cookie } : {} });
    const response = await login(req, { params: {}, ip: freshIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as unknown;
  };

  test('answers the session user, or null for no, a bad or a forged cookie', async () => {
    const { pair } = await logIn('dccyouth', 'demo-teacher');
    expect(await whoami(pair)).toEqual({ user: 'dccyouth' });
    expect(await whoami()).toEqual({ user: null });
    expect(await whoami('dcc_session=%E0%A4%A')).toEqual({ user: null });
    expect(await whoami('dcc_session=a.b.c')).toEqual({ user: null });
    expect(await whoami(`dcc_session=${await forge({ exp: 1 })}`)).toEqual({ user: null });
  });
});

describe('the guard (requireArea)', () => {
  test('answers 401 without a cookie and 403 for another area’s session', async () => {
    expect(await call('directory')).toEqual({
      status: 401,
      body: { message: 'Please log in to see this.' },
    });
    const { pair } = await logIn('directory', 'demo-directory');
    expect(await call('podcastadmin', pair)).toEqual({
      status: 403,
      body: { message: 'This login does not give access to this area.' },
    });
    expect(await call('dccyouth', pair)).toMatchObject({ status: 403 });
    expect(await call('directory', pair)).toEqual({
      status: 200,
      body: { secret: 'directory data' },
    });
  });

  test.each([
    [
      'a forged signature',
      async () => {
        const [header, body] = (await forge({ sub: 'podcastadmin' })).split('.');
        return `${header}.${body}.${Buffer.from('forged').toString('base64url')}`;
      },
    ],
    [
      'another key',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('podcastadmin')
          .setIssuer('dcc-website')
          .setAudience('dcc-areas')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('attacker-chosen-key-attacker-chosen')),
    ],
    [
      'an expired token',
      () => forge({ sub: 'podcastadmin', exp: Math.floor(Date.now() / 1000) - 1 }),
    ],
    [
      'alg: none',
      () =>
        Promise.resolve(
          new UnsecuredJWT({})
            .setSubject('podcastadmin')
            .setIssuer('dcc-website')
            .setAudience('dcc-areas')
            .setJti('x')
            .setIssuedAt()
            .setExpirationTime('1h')
            .encode(),
        ),
    ],
    ['a wrong issuer', () => forge({ sub: 'podcastadmin', iss: 'evil' })],
    ['a wrong audience', () => forge({ sub: 'podcastadmin', aud: 'evil' })],
    ['an unknown user', () => forge({ sub: 'root' })],
  ])('answers 401, never data, for %s', async (_what, make) => {
    const result = await call('podcastadmin', `dcc_session=${await make()}`);
    expect(result.status).toBe(401);
    expect(result.body).not.toHaveProperty('secret');
  });
});

describe('POST /logout', () => {
  test('clears the cookie', async () => {
    const { pair } = await logIn('directory', 'demo-directory');
    const response = await logout(post('/logout', '', { cookie: pair }), { params: {}, ip: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
    expect(response.headers.get('set-cookie')).toMatch(
      /^dcc_session=; HttpOnly; SameSite=Strict; Path=\/; Max-Age=0/,
    );
  });

  test('refuses a cross-origin logout and keeps the session', async () => {
    const { pair } = await logIn('directory', 'demo-directory');
    const req = post('/logout', '', { cookie: pair, Origin: 'https://evil.example' });
    expect((await logout(req, { params: {}, ip: '' })).status).toBe(403);
    expect((await call('directory', pair)).status).toBe(200);
  });

  // Session JWTs are stateless: logout clears the cookie in the browser, and a copy of the token
  // stays a valid signature until it expires. This server instance also revokes the token's id at
  // logout, so a replay here is refused; other Netlify instances would accept it until expiry.
  test('a cookie replayed after logout is refused by the instance that logged it out', async () => {
    const { pair } = await logIn('podcastadmin', 'demo-podcast');
    expect((await call('podcastadmin', pair)).status).toBe(200);
    await logout(post('/logout', '', { cookie: pair }), { params: {}, ip: '' });
    expect((await call('podcastadmin', pair)).status).toBe(401);
    const { pair: again } = await logIn('podcastadmin', 'demo-podcast');
    expect((await call('podcastadmin', again)).status).toBe(200);
  });
});
