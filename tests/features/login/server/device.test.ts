/**
 * Device cookies (src/features/login/server/device.ts): signed with their own derived key, bound
 * to their area and its password hash, 180 days long, sent only to /login; a fixed clock moves
 * through their life.
 */
import { describe, expect, test } from 'vitest';
import {
  createDeviceToken,
  deviceCookie,
  verifyDeviceToken,
} from '../../../../src/features/login/server/device.ts';
import { createSessionToken } from '../../../../src/platform/server/auth/session.ts';
import { clock } from '../../../helpers/clock.ts';

const settings = {
  sessionSecret: new Uint8Array(32).fill(3),
  passwordHashes: { directory: 'a', dccyouth: 'b', podcastadmin: 'c' },
};
const DAY = 24 * 60 * 60 * 1000;

describe('device cookies', () => {
  test('name their device for their own area only, until 180 days have passed', async () => {
    const time = clock();
    const token = await createDeviceToken('directory', settings, time.now(), 'device-1');
    expect(await verifyDeviceToken(token, 'directory', settings, time.now())).toBe('device-1');
    expect(await verifyDeviceToken(token, 'podcastadmin', settings, time.now())).toBeNull();
    time.advance(179 * DAY);
    expect(await verifyDeviceToken(token, 'directory', settings, time.now())).toBe('device-1');
    time.advance(2 * DAY);
    expect(await verifyDeviceToken(token, 'directory', settings, time.now())).toBeNull();
  });

  test('another secret, a session token or a tampered token is no device cookie', async () => {
    const now = clock().now();
    const token = await createDeviceToken('directory', settings, now);
    const other = { ...settings, sessionSecret: new Uint8Array(32).fill(4) };
    expect(await verifyDeviceToken(token, 'directory', other, now)).toBeNull();
    const session = await createSessionToken('directory', settings);
    expect(await verifyDeviceToken(session, 'directory', settings, Date.now())).toBeNull();
    expect(await verifyDeviceToken(`${token}x`, 'directory', settings, now)).toBeNull();
    expect(await verifyDeviceToken(undefined, 'directory', settings, now)).toBeNull();
  });

  test("are no longer trusted once their area's password hash changes", async () => {
    const now = clock().now();
    const token = await createDeviceToken('dccyouth', settings, now, 'tablet');
    const changed = { ...settings, passwordHashes: { ...settings.passwordHashes, dccyouth: 'd' } };
    expect(await verifyDeviceToken(token, 'dccyouth', changed, now)).toBeNull();
    // another area's new password leaves this one's cookies alone
    const other = { ...settings, passwordHashes: { ...settings.passwordHashes, directory: 'e' } };
    expect(await verifyDeviceToken(token, 'dccyouth', other, now)).toBe('tablet');
  });

  test('HttpOnly, SameSite=Strict, sent only to /login, Secure off loopback', () => {
    const site = deviceCookie('dccyouth', 'tok', { siteUrl: 'https://www.dcc.test' });
    expect(site).toBe(
      'dcc_device_dccyouth=tok; HttpOnly; SameSite=Strict; Path=/login; Secure; Max-Age=15552000',
    );
    expect(deviceCookie('dccyouth', 'tok', { siteUrl: 'http://127.0.0.1:8888' })).not.toContain(
      'Secure',
    );
  });
});
