/**
 * The rules of whose turn a login takes (turn.ts) and the area ceiling (area-failures.ts,
 * failure-log.ts), on file storage with a fixed clock: a device cookie counts alone, its
 * failures end its trust for an hour, and past 100 failures an hour an area slows every
 * address to one try a minute, logs each failure and is named in the warnings.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  areaFailures,
  countAreaFailure,
  loginWarnings,
} from '../../../../src/features/login/server/area-failures.ts';
import { createDeviceToken } from '../../../../src/features/login/server/device.ts';
import { countFailure } from '../../../../src/features/login/server/failure-log.ts';
import { chooseTurn } from '../../../../src/features/login/server/turn.ts';
import type { StorageDeps } from '../../../../src/app/deps.ts';
import type { Config } from '../../../../src/platform/server/config/types.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { clock } from '../../../helpers/clock.ts';

const MINUTE = 60_000;
const cfg = {
  sessionSecret: new Uint8Array(32).fill(5),
  siteUrl: 'https://www.dcc.test',
  passwordHashes: { directory: 'a', dccyouth: 'b', podcastadmin: 'c' },
};

describe('device cookies and the area ceiling', () => {
  let dir: string;
  let time: ReturnType<typeof clock>;
  let deps: StorageDeps;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-ceiling-'));
    time = clock();
    deps = { cfg: cfg as Config, storage: createStorage({ kind: 'fs', dir }), clock: time };
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  const login = (cookie?: string) =>
    new Request('https://www.dcc.test/login', { headers: cookie ? { cookie } : {} });
  const turnOf = (cookie?: string) => chooseTurn(deps, login(cookie), 'directory', '203.0.113.9');

  test('a device cookie takes its own turn while its address is blocked, until 5 failures', async () => {
    const guesser = await turnOf();
    for (let i = 0; i < 5; i++) await guesser.throttle.begin(guesser.client);
    expect(await guesser.throttle.check(guesser.client)).toMatchObject({ blocked: true });
    const token = await createDeviceToken('directory', cfg, time.now(), 'phone');
    const cookie = `dcc_device_directory=${token}`;
    const member = await turnOf(cookie);
    expect(member).toMatchObject({ client: 'device phone', device: 'phone' });
    expect(await member.throttle.check(member.client)).toEqual({ blocked: false });
    // another area's cookie is no device for this one
    expect((await turnOf(`dcc_device_dccyouth=${token}`)).device).toBeNull();
    // five failures on the device: not trusted any more, it waits like any other at its address
    for (let i = 0; i < 5; i++) await member.throttle.begin(member.client);
    expect((await turnOf(cookie)).device).toBeNull();
    time.advance(60 * MINUTE);
    expect((await turnOf(cookie)).device).toBe('phone');
  });

  test('past 100 failures an hour: slowed, logged, warned of; an hour later, not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 100; i++)
      await countFailure(deps.storage, 'directory', await turnOf(), time.now());
    expect(warn).not.toHaveBeenCalled();
    expect((await turnOf()).slowed).toBe(false);
    expect(await loginWarnings(deps.storage, time.now())).toEqual([]);
    await countAreaFailure(deps.storage, 'directory', time.now());
    const slowed = await turnOf();
    expect(slowed.slowed).toBe(true);
    // no free tries: one, then a minute's wait
    expect(await slowed.throttle.begin(slowed.client)).toHaveProperty('attempt');
    expect(await slowed.throttle.begin(slowed.client)).toEqual({
      blocked: true,
      retryAfterSeconds: 60,
    });
    await countFailure(deps.storage, 'directory', slowed, time.now());
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /failed login to directory, past its ceiling of 100/,
    );
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('203.0.113.9');
    expect(await loginWarnings(deps.storage, time.now())).toEqual([
      { area: 'directory', ceiling: 100 },
    ]);
    // the record stays small, and an hour on the area is quiet again
    expect(await areaFailures(deps.storage, 'directory', time.now())).toBe(101);
    time.advance(60 * MINUTE);
    expect((await turnOf()).slowed).toBe(false);
    expect(await loginWarnings(deps.storage, time.now())).toEqual([]);
  });
});
