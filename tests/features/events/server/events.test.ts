import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { getConfig, resetConfig, useConfig } from '../../../../src/platform/server/config/index.ts';
import { getEvents } from '../../../../src/features/events/server/events.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import * as demo from '../../../../src/demo/index.ts';

const emulator = demo.createEmulator({
  prefix: '/demo/pco',
  zone: 'America/New_York',
  rateLimit: { limit: 10_000, periodSeconds: 20 },
});
const dataDir = mkdtempSync(join(tmpdir(), 'dcc-events-'));

beforeAll(() => {
  useConfig(getConfig({ SITE_URL: 'http://church.test', DATA_DIR: dataDir }));
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

describe('getEvents', () => {
  test('builds an answer once per Planning Center list: a warm call hands back the same', async () => {
    const now = Date.now();
    const first = await getEvents(at(now), 'church');
    expect(first.data.length).toBeGreaterThan(0);
    expect(await getEvents(at(now + 1000), 'church')).toBe(first);
    serverDeps().pco.clearCache(); // Planning Center asked again: a new list, a new answer
    const fresh = await getEvents(at(now + 2000), 'church');
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  test('builds it again once one of its occurrences has ended', async () => {
    const now = Date.now();
    const first = await getEvents(at(now), 'church');
    const firstEnd = Date.parse(first.data[0]!.attributes.ends_at);
    const later = await getEvents(at(Math.max(now, firstEnd) + 1), 'church');
    expect(later).not.toBe(first);
    expect(later.data.map((o) => o.id)).not.toContain(first.data[0]!.id);
  });
});
