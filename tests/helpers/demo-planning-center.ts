/**
 * For a unit suite of a Planning Center reader: the site's config (a temp data folder, `env`
 * over it) and the demo's Planning Center emulator answering the suite's fetches in-process, with
 * the client's cache cleared before each test. Returns `at`: the site's parts, their clock at `now`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { serverDeps } from '../../src/app/composition.ts';
import * as demo from '../../src/demo/index.ts';
import { getConfig, resetConfig, useConfig } from '../../src/platform/server/config/index.ts';

/** Sets the suite up as above; `name` names its data folder. */
export function demoPlanningCenter(name: string, env: Record<string, string> = {}) {
  const emulator = demo.createEmulator({
    prefix: '/demo/pco',
    zone: 'America/New_York',
    rateLimit: { limit: 10_000, periodSeconds: 20 },
  });
  const dataDir = mkdtempSync(join(tmpdir(), `dcc-${name}-`));
  beforeAll(() => {
    useConfig(getConfig({ SITE_URL: 'http://church.test', DATA_DIR: dataDir, ...env }));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(emulator(new Request(input, init))),
    );
  });
  beforeEach(() => serverDeps().pco.clearCache());
  afterAll(() => {
    vi.unstubAllGlobals();
    resetConfig();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { at: (now: number) => ({ ...serverDeps(), clock: { now: () => now } }) };
}
