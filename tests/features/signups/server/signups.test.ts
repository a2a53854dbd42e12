/**
 * The sign-ups' answer (signups.ts) built from the demo's Planning Center, with the clock set:
 * a warm call builds nothing and hands back the same answer, which is built again once Planning
 * Center is asked again or a registration window opens or closes. (What is asked of Planning
 * Center, and what shows: tests/features/signups/integration/.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { getSignups } from '../../../../src/features/signups/server/signups.ts';
import { getConfig, resetConfig, useConfig } from '../../../../src/platform/server/config/index.ts';
import * as demo from '../../../../src/demo/index.ts';

const emulator = demo.createEmulator({
  prefix: '/demo/pco',
  zone: 'America/New_York',
  rateLimit: { limit: 10_000, periodSeconds: 20 },
});
const dataDir = mkdtempSync(join(tmpdir(), 'dcc-signups-'));
const env = { SITE_URL: 'http://church.test', DATA_DIR: dataDir, PCO_REGISTRATIONS: 'true' };

beforeAll(() => {
  useConfig(getConfig(env));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(emulator(new Request(input, init))),
  );
});
beforeEach(() => serverDeps().pco.clearCache());
/** The site's parts, their clock fixed at `now`. */
const at = (now: number) => ({ ...serverDeps(), clock: { now: () => now } });
afterAll(() => {
  vi.unstubAllGlobals();
  resetConfig();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('getSignups', () => {
  test('a warm call hands back the same answer; asking Planning Center again builds anew', async () => {
    const now = Date.now();
    const first = await getSignups(at(now));
    expect(first.signups.length).toBeGreaterThan(0);
    expect(await getSignups(at(now + 1000))).toBe(first);
    serverDeps().pco.clearCache();
    const fresh = await getSignups(at(now + 2000));
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  test('builds it again once a registration window opens, with its words then', async () => {
    const now = Date.now();
    const first = await getSignups(at(now));
    const waiting = first.signups.find((s) => s.openAt && Date.parse(s.openAt) > now);
    expect(waiting).toBeDefined();
    const opened = Date.parse(waiting!.openAt!) + 1;
    const later = await getSignups(at(opened));
    expect(later).not.toBe(first);
    const same = later.signups.find((s) => s.id === waiting!.id);
    expect(same?.buttonText).not.toBe(waiting!.buttonText);
    expect(same?.buttonText).toBe('Register');
  });
});
