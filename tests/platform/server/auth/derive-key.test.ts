import { expect, test } from 'vitest';
import { deriveKey } from '../../../../src/platform/server/auth/derive-key.ts';

test('one key per secret and purpose, never the secret itself', () => {
  const secret = new Uint8Array(32).fill(1);
  const devices = deriveKey(secret, 'login-device-cookie');
  expect(devices).toHaveLength(32);
  expect(deriveKey(secret, 'login-device-cookie')).toEqual(devices);
  expect(deriveKey(secret, 'login-failure-records')).not.toEqual(devices);
  expect(deriveKey(new Uint8Array(32).fill(2), 'login-device-cookie')).not.toEqual(devices);
  expect(devices).not.toEqual(secret);
});
