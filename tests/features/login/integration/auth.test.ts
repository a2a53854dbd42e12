/**
 * The attack matrix against real Requests: who the session is (GET /login), the one guard
 * (requireArea) through a handler the way every gated function uses it, and /logout.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import login from '../../../../netlify/functions/login.mts';
import logout from '../../../../netlify/functions/logout.mts';
import { call, forge, freshIp, logIn, post, SITE, useDemoEnv } from './auth.ts';

useDemoEnv();

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
  test('answers 401 without a cookie', async () => {
    expect(await call('directory')).toEqual({
      status: 401,
      body: { message: 'Please log in to see this.' },
    });
  });

  describe('with a directory session', () => {
    let pair: string;
    beforeAll(async () => {
      pair = (await logIn('directory', 'demo-directory')).pair;
    });

    test('answers 403 for another area', async () => {
      expect(await call('podcastadmin', pair)).toEqual({
        status: 403,
        body: { message: 'This login does not give access to this area.' },
      });
      expect(await call('dccyouth', pair)).toMatchObject({ status: 403 });
    });

    test('answers its own area', async () => {
      expect(await call('directory', pair)).toEqual({
        status: 200,
        body: { secret: 'directory data' },
      });
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
