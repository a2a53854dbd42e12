/**
 * POST /login against real Requests through its function module: who gets a cookie, which
 * bodies and origins are refused.
 */
import { describe, expect, test } from 'vitest';
import login from '../../../../netlify/functions/login.mts';
import { requireSameOrigin } from '../../../../src/platform/server/auth/guard.ts';
import { WRONG_PASSWORD } from '../../../../src/features/login/server/login.ts';
import { call, demoEnv, freshIp, logIn, post, SITE, useDemoEnv } from './auth.ts';

useDemoEnv();

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
    demoEnv({ SITE_URL: 'https://www.dcc.example' });
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
});

describe('POST /login from elsewhere', () => {
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
});
