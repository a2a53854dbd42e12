/**
 * Counting a login attempt before its password check (attempt.ts), on file storage with a fixed
 * clock: past its ceiling, an area that spends money (podcastadmin) lets browsers without a
 * device cookie share ten checks an hour, from any addresses, while a device cookie keeps its own
 * turn; other areas are not capped; a success gives its counts back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { StorageDeps } from '../../../../src/app/deps.ts';
import {
  areaFailuresKey,
  loginWarnings,
} from '../../../../src/features/login/server/area-failures.ts';
import { beginAttempt } from '../../../../src/features/login/server/attempt.ts';
import { createDeviceToken } from '../../../../src/features/login/server/device.ts';
import { chooseTurn } from '../../../../src/features/login/server/turn.ts';
import type { Area, Config } from '../../../../src/platform/server/config/types.ts';
import { HttpError } from '../../../../src/platform/server/http/errors.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { clock } from '../../../helpers/clock.ts';

const cfg = {
  sessionSecret: new Uint8Array(32).fill(9),
  siteUrl: 'https://www.dcc.test',
  passwordHashes: { directory: 'a', dccyouth: 'b', podcastadmin: 'c' },
};
let dir: string;
let time: ReturnType<typeof clock>;
let deps: StorageDeps;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-attempt-'));
  time = clock();
  deps = { cfg: cfg as Config, storage: createStorage({ kind: 'fs', dir }), clock: time };
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Puts the area past its ceiling: 101 failures in the last few minutes. */
async function pastCeiling(area: Area): Promise<void> {
  const failures = Array.from({ length: 101 }, (_, i) => time.now() - 200_000 + i * 1000);
  await deps.storage.put(areaFailuresKey(area), JSON.stringify({ failures }), {
    contentType: 'application/json',
  });
}

const LOGIN = 'https://www.dcc.test/login';
const attempt = async (area: Area, address: string, cookie?: string) => {
  const req = new Request(LOGIN, { headers: cookie ? { cookie } : {} });
  return beginAttempt(await chooseTurn(deps, req, area, address));
};
/** The HttpError an attempt is refused with, or null when it is let through. */
async function refusal(area: Area, address: string): Promise<HttpError | null> {
  try {
    await attempt(area, address);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('beginAttempt past the ceiling of an area that spends money', () => {
  test('browsers without a device cookie share 10 checks an hour, from any addresses', async () => {
    await pastCeiling('podcastadmin');
    for (let i = 1; i <= 10; i++) await attempt('podcastadmin', `203.0.113.${i}`);
    const refused = await refusal('podcastadmin', '203.0.113.11');
    expect(refused?.status).toBe(429);
    expect(refused?.message).toMatch(
      /share 10 tries an hour, and they are used up\. Please try again in \d+ minutes\. A browser that has logged in here before is not held up\.$/,
    );
    expect(Number(refused?.headers['Retry-After'])).toBeGreaterThan(3000);
    // the refusal took nothing from the address: its one try a minute is still there
    const turn = await chooseTurn(deps, new Request(LOGIN), 'podcastadmin', '203.0.113.11');
    expect(await turn.throttle.check(turn.client)).toEqual({ blocked: false });
    time.advance(60 * 60_000);
    await pastCeiling('podcastadmin');
    await attempt('podcastadmin', '203.0.113.11');
  });

  test('a device cookie keeps its own turn, and a success gives its checks back', async () => {
    await pastCeiling('podcastadmin');
    const token = await createDeviceToken('podcastadmin', cfg, time.now(), 'laptop');
    for (let i = 1; i <= 9; i++) await attempt('podcastadmin', `198.51.100.${i}`);
    const right = await attempt('podcastadmin', '198.51.100.10');
    await right(); // the right password: its check is given back
    await attempt('podcastadmin', '198.51.100.11');
    expect((await refusal('podcastadmin', '198.51.100.12'))?.status).toBe(429);
    await attempt('podcastadmin', '198.51.100.12', `dcc_device_podcastadmin=${token}`);
  });

  test('other areas past their ceiling, and podcastadmin below it, are not capped', async () => {
    await pastCeiling('directory');
    for (let i = 1; i <= 12; i++) await attempt('directory', `192.0.2.${i}`);
    for (let i = 1; i <= 12; i++) await attempt('podcastadmin', `192.0.2.${i}`);
  });

  test('the warnings say which area caps browsers without a device cookie', async () => {
    await pastCeiling('podcastadmin');
    await pastCeiling('directory');
    expect(await loginWarnings(deps.storage, time.now())).toEqual([
      { area: 'directory', ceiling: 100 },
      { area: 'podcastadmin', ceiling: 100, newBrowserCap: 10 },
    ]);
  });
});
