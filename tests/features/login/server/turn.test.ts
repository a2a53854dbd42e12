/**
 * Whose count a login attempt without a trusted device goes to (turn.ts), on file storage with
 * a fixed clock: the address's for that area, an IPv6 address by its /64 network, and one count
 * per address for every unknown username. (Device cookies and the area ceiling:
 * area-failures.test.ts.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { StorageDeps } from '../../../../src/app/deps.ts';
import { chooseTurn } from '../../../../src/features/login/server/turn.ts';
import type { Area, Config } from '../../../../src/platform/server/config/types.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { clock } from '../../../helpers/clock.ts';

const cfg = { sessionSecret: new Uint8Array(32).fill(7), siteUrl: 'https://www.dcc.test' };
let dir: string;
let deps: StorageDeps;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-turn-'));
  deps = { cfg: cfg as Config, storage: createStorage({ kind: 'fs', dir }), clock: clock() };
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const login = new Request('https://www.dcc.test/login');
const turnOf = (area: Area | undefined, address: string) => chooseTurn(deps, login, area, address);
/** Fails the turn's five free tries. */
async function useUp(area: Area | undefined, address: string): Promise<void> {
  const turn = await turnOf(area, address);
  for (let i = 0; i < 5; i++) await turn.throttle.begin(turn.client);
}
const blocked = async (area: Area | undefined, address: string) => {
  const turn = await turnOf(area, address);
  return (await turn.throttle.check(turn.client)).blocked;
};

describe('chooseTurn without a device cookie', () => {
  test("counts the address's attempts per area", async () => {
    await useUp('directory', '203.0.113.9');
    expect(await blocked('directory', '203.0.113.9')).toBe(true);
    expect(await blocked('dccyouth', '203.0.113.9')).toBe(false);
    expect(await blocked('directory', '203.0.113.10')).toBe(false);
    expect(await turnOf('directory', '203.0.113.9')).toMatchObject({
      client: 'address 203.0.113.9 directory',
      device: null,
      slowed: false,
    });
  });

  test('an IPv6 network cannot take a fresh address for every guess', async () => {
    await useUp('directory', '2001:db8:1:2::1');
    expect(await blocked('directory', '2001:db8:1:2:ffff::9')).toBe(true);
    expect(await blocked('directory', '2001:db8:1:3::1')).toBe(false);
  });

  test('unknown usernames share one count per address', async () => {
    await useUp(undefined, '198.51.100.4');
    expect((await turnOf(undefined, '198.51.100.4')).client).toBe('address 198.51.100.4 ?');
    expect(await blocked(undefined, '198.51.100.4')).toBe(true);
    expect(await blocked('directory', '198.51.100.4')).toBe(false);
  });
});
