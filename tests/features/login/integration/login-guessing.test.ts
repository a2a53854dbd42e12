/**
 * Guessing a shared password, against a whole server with real Requests (in every target and
 * mode; production mode keeps the counts in Ceph): a guesser at one address does not hold up a
 * browser with a device cookie at the same address; past an area's ceiling failures are slowed
 * and logged and the podcast admin info and the doctor warn, and podcastadmin's browsers without
 * a device cookie share ten checks an hour; and the records are named by a
 * keyed hash, never the address or its plain sha256 (docs/requirements.md section 9).
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { areaFailuresKey } from '../../../../src/features/login/server/area-failures.ts';
import { LOGIN_FAILURES_PREFIX } from '../../../../src/features/login/server/index.ts';
import { config, type Area } from '../../../../src/platform/server/config/index.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';
import { checkFailedLogins } from '../../../../tools/doctor/login-checks.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { TARGET } from '../../../helpers/target.ts';

let server: TestServer;
let storage: Storage;

beforeAll(async () => {
  server = await startTestServer();
  storage = createStorage(config().storage);
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  retryAfter: number;
  message: string;
  /** The cookies set, as `name=value` by name. */
  cookies: Record<string, string>;
}

/** POST /login from a chosen loopback address, with the cookies given. */
function logIn(area: Area, password: string, from: string, cookie = ''): Promise<Answer> {
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
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        const pairs = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '');
        const cookies: Record<string, string> = Object.fromEntries(
          pairs.map((pair): [string, string] => [pair.split('=')[0] ?? '', pair]),
        );
        const retryAfter = Number(res.headers['retry-after'] ?? 0);
        res.on('end', () => {
          const { message = '' } = (body.startsWith('{') ? JSON.parse(body) : {}) as {
            message?: string;
          };
          resolve({ status: res.statusCode ?? 0, retryAfter, cookies, message });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username: area, password }));
  });
}

describe('guessing a shared password', () => {
  test('a guesser at one address does not block a device-cookie holder at the same address', async () => {
    const from = '127.0.0.2';
    const first = await logIn('dccyouth', PASSWORDS.dccyouth, from);
    expect(first.status).toBe(200);
    const device = first.cookies['dcc_device_dccyouth'] ?? '';
    expect(device).toMatch(/^dcc_device_dccyouth=ey/);
    for (let i = 0; i < 5; i++)
      expect((await logIn('dccyouth', `guess ${i}`, from)).status).toBe(401);
    // the guesser, and anyone there without the cookie, wait their turn
    expect((await logIn('dccyouth', 'guess 6', from)).status).toBe(429);
    expect((await logIn('dccyouth', PASSWORDS.dccyouth, from)).status).toBe(429);
    // the member's browser is checked at once, a typo too, and gets in
    expect((await logIn('dccyouth', 'a typo', from, device)).status).toBe(401);
    const member = await logIn('dccyouth', PASSWORDS.dccyouth, from, device);
    expect(member.status).toBe(200);
    expect(member.cookies['dcc_session']).toMatch(/^dcc_session=ey/);
    // bound to its area: it does not open the directory's turn
    expect(
      await logIn('directory', 'guess', from, device.replace('dccyouth=', 'directory=')),
    ).toMatchObject({ status: 401 });
  });

  test('past the area ceiling: slowed and logged, and the admin info and doctor warn', async () => {
    const from = '127.0.0.3';
    const admin = await logIn('podcastadmin', PASSWORDS.podcastadmin, from);
    expect(admin.status).toBe(200);
    // 100 failures from many addresses in the last few minutes
    const now = Date.now();
    const failures = Array.from({ length: 100 }, (_, i) => now - 5 * 60_000 + i * 1000);
    await storage.put(areaFailuresKey('podcastadmin'), JSON.stringify({ failures }), {
      contentType: 'application/json',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // the 101st: no free tries for an address any more, one a minute
      expect((await logIn('podcastadmin', 'guess 1', '127.0.0.4')).status).toBe(401);
      const next = await logIn('podcastadmin', 'guess 2', '127.0.0.4');
      expect(next.status).toBe(429);
      expect(next.retryAfter).toBeGreaterThan(50);
      if (TARGET === 'source')
        expect(warn.mock.calls.map(String).join('\n')).toMatch(
          /to podcastadmin, past its ceiling of 100/,
        );
    } finally {
      warn.mockRestore();
    }
    const session = admin.cookies['dcc_session']!;
    const info = await fetch(`${server.url}/api/podcast`, { headers: { cookie: session } });
    expect(await info.json()).toMatchObject({
      loginWarnings: [{ area: 'podcastadmin', ceiling: 100, newBrowserCap: 10 }],
    });
    const doctor = await checkFailedLogins(storage, Date.now());
    expect([doctor.subject, doctor.reminder]).toEqual(['failed logins', true]);
    expect(doctor.detail).toMatch(/^podcastadmin: more than 100 in the last hour/);
    expect(doctor.detail).toContain(
      'Browsers without a device cookie share 10 password checks an hour to podcastadmin',
    );
    // nobody is locked out: the admin's browser still gets in at once
    const again = await logIn(
      'podcastadmin',
      PASSWORDS.podcastadmin,
      from,
      admin.cookies['dcc_device_podcastadmin'],
    );
    expect(again.status).toBe(200);
  });
});

describe('past podcastadmin’s ceiling (it spends money)', () => {
  test('browsers without a device cookie share 10 checks an hour; one with a cookie gets in', async () => {
    const admin = await logIn('podcastadmin', PASSWORDS.podcastadmin, '127.0.1.1');
    const device = admin.cookies['dcc_device_podcastadmin'] ?? '';
    const now = Date.now();
    const failures = Array.from({ length: 101 }, (_, i) => now - 5 * 60_000 + i * 1000);
    await storage.put(areaFailuresKey('podcastadmin'), JSON.stringify({ failures }), {
      contentType: 'application/json',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // ten checks between them, from any addresses (fewer if an earlier test took some)
      let capped: Answer | undefined;
      for (let i = 2; i <= 12 && !capped; i++) {
        const answer = await logIn('podcastadmin', `guess ${i}`, `127.0.1.${i}`);
        if (answer.status !== 401) capped = answer;
      }
      expect(capped?.status).toBe(429);
      expect(capped?.retryAfter).toBeGreaterThan(60);
      expect(capped?.message).toMatch(/share 10 tries an hour, and they are used up/);
      expect((await logIn('podcastadmin', PASSWORDS.podcastadmin, '127.0.1.13')).status).toBe(429);
      const member = await logIn('podcastadmin', PASSWORDS.podcastadmin, '127.0.1.13', device);
      expect(member.status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('failed-login records', () => {
  test('are named by a keyed hash: no address, no plain sha256 of one', async () => {
    const from = '127.0.0.5';
    expect((await logIn('directory', 'wrong', from)).status).toBe(401);
    const keys = (await storage.list(LOGIN_FAILURES_PREFIX)).map((o) => o.key);
    expect(keys.length).toBeGreaterThan(0);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
    for (const key of keys) {
      expect(key).toMatch(/^auth\/login-failures\/([0-9a-f]{32}|area-[a-z]+)\.json$/);
      expect(key).not.toContain(from);
      for (const plain of [from, `${from} directory`, `address ${from} directory`])
        expect(key).not.toContain(sha(plain));
    }
    const { text } = await readText(storage, areaFailuresKey('directory'));
    expect(text).not.toContain('127.0.0');
  });
});
