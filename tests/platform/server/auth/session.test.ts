import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { isLoopback } from '../../../../src/platform/server/auth/origin.ts';
import {
  clearedSessionCookie,
  createSessionToken,
  LIFETIME_SECONDS,
  readCookie,
  passwordBinding,
  revokeSessionToken,
  sessionCookie,
  verifySessionToken,
} from '../../../../src/platform/server/auth/session.ts';

const hashes = {
  directory: 'scrypt$1024$8$1$hash-of-directory',
  dccyouth: 'scrypt$1024$8$1$hash-of-teacher',
  podcastadmin: 'scrypt$1024$8$1$hash-of-podcast',
};
const settings = {
  sessionSecret: new TextEncoder().encode('k'.repeat(40)),
  passwordHashes: hashes,
};
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with our key but with the given claims and header changed. */
function signed(
  claims: {
    iss?: string;
    aud?: string;
    sub?: string;
    exp?: number;
    jti?: string | null;
    pwd?: string | null;
  },
  key = settings.sessionSecret,
): Promise<string> {
  const pwd = claims.pwd === undefined ? passwordBinding('directory', settings) : claims.pwd;
  const jwt = new SignJWT(pwd === null ? {} : { pwd })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub ?? 'directory')
    .setIssuer(claims.iss ?? 'dcc-website')
    .setAudience(claims.aud ?? 'dcc-areas')
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? now() + 3600);
  if (claims.jti !== null) jwt.setJti(claims.jti ?? crypto.randomUUID());
  return jwt.sign(key);
}

describe('session tokens', () => {
  test('a fresh token names its user and lives three weeks', async () => {
    const token = await createSessionToken('dccyouth', settings);
    expect(await verifySessionToken(token, settings)).toBe('dccyouth');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(payload.exp - payload.iat).toBe(LIFETIME_SECONDS);
  });

  test.each([
    ['signed with another key', () => signed({}, new TextEncoder().encode('x'.repeat(40)))],
    ['expired', () => signed({ exp: now() - 10 })],
    ['from another issuer', () => signed({ iss: 'someone-else' })],
    ['for another audience', () => signed({ aud: 'other-app' })],
    ['for an unknown user', () => signed({ sub: 'admin' })],
    ['without a token id', () => signed({ jti: null })],
    ['without a password binding', () => signed({ pwd: null })],
    [
      "bound to another area's password",
      () => signed({ pwd: passwordBinding('dccyouth', settings) }),
    ],
    [
      'unsigned (alg: none)',
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
    [
      'tampered after signing',
      async () => {
        const [header, , signature] = (await signed({})).split('.');
        const body = Buffer.from(
          JSON.stringify({ sub: 'podcastadmin', iss: 'dcc-website', aud: 'dcc-areas' }),
        ).toString('base64url');
        return `${header}.${body}.${signature}`;
      },
    ],
    ['garbage', () => Promise.resolve('not.a.jwt')],
  ])('refuses a token %s', async (_what, make) => {
    expect(await verifySessionToken(await make(), settings)).toBeNull();
  });

  test('a signed token built like ours but for this test passes (the refusals above are real)', async () => {
    expect(await verifySessionToken(await signed({}), settings)).toBe('directory');
  });

  test("a token stops working once its area's password hash changes, and only its area's", async () => {
    const youth = await createSessionToken('dccyouth', settings);
    const directory = await createSessionToken('directory', settings);
    const changed = { ...settings, passwordHashes: { ...hashes, dccyouth: 'scrypt$1024$8$1$new' } };
    expect(await verifySessionToken(youth, changed)).toBeNull();
    expect(await verifySessionToken(directory, changed)).toBe('directory');
    // the claim shows nothing of the hash itself
    expect(youth).not.toContain(Buffer.from(hashes.dccyouth).toString('base64url').slice(0, 12));
  });

  test('a revoked token stops working in this instance', async () => {
    const token = await createSessionToken('directory', settings);
    const other = await createSessionToken('directory', settings);
    revokeSessionToken(token);
    expect(await verifySessionToken(token, settings)).toBeNull();
    expect(await verifySessionToken(other, settings)).toBe('directory');
    expect(() => revokeSessionToken('garbage')).not.toThrow();
  });
});

describe('cookies', () => {
  test('sets HttpOnly, SameSite=Strict and Path=/; Secure except on loopback', () => {
    expect(sessionCookie('T', { siteUrl: 'http://127.0.0.1:8888' })).toBe(
      `dcc_session=T; HttpOnly; SameSite=Strict; Path=/; Max-Age=${LIFETIME_SECONDS}`,
    );
    expect(sessionCookie('T', { siteUrl: 'https://www.dcc.example' })).toBe(
      `dcc_session=T; HttpOnly; SameSite=Strict; Path=/; Secure; Max-Age=${LIFETIME_SECONDS}`,
    );
    expect(clearedSessionCookie({ siteUrl: 'https://www.dcc.example' })).toMatch(
      /^dcc_session=; HttpOnly; SameSite=Strict; Path=\/; Secure; Max-Age=0;/,
    );
  });

  test.each([
    ['http://localhost:8888', true],
    ['http://127.0.0.1', true],
    ['http://[::1]:4321', true],
    ['http://127.example.org', false],
    ['https://www.dcc.example', false],
  ])('isLoopback(%s) is %s', (url, expected) => {
    expect(isLoopback(url)).toBe(expected);
  });

  test('reads a cookie among others, and treats a badly encoded one as absent', () => {
    const req = (cookie: string) => new Request('http://x/', { headers: { cookie } });
    expect(readCookie(req('a=1; dcc_session=abc.def; b=2'), 'dcc_session')).toBe('abc.def');
    expect(readCookie(req('a=1'), 'dcc_session')).toBeUndefined();
    expect(readCookie(req('dcc_session=%E0%A4%A'), 'dcc_session')).toBeUndefined();
    expect(readCookie(new Request('http://x/'), 'dcc_session')).toBeUndefined();
  });
});
