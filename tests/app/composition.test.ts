/**
 * The composition root loads the demo only when demo mode first needs it (docs/architecture.md
 * section 3): a production process never imports src/demo/. Each test sees a demo module
 * that counts its imports and cannot be loaded, so any part that reaches for it fails. File
 * storage is composed with the bucket's expiry of failed-login records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { PRODUCTION } from '../platform/server/config/config-env.ts';
import { LOGIN_FAILURES_PREFIX } from '../../src/features/login/server/index.ts';
import { createStorage } from '../../src/platform/server/storage/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dcc-composition-'));
let demoImports = 0;

/** A fresh composition root over the config of this environment, handed in; the demo unreachable. */
async function compose(env: Record<string, string>) {
  vi.resetModules();
  demoImports = 0;
  vi.doMock('../../src/demo/index.ts', () => {
    demoImports++;
    throw new Error('the demo was imported');
  });
  const { getConfig, useConfig } = await import('../../src/platform/server/config/index.ts');
  useConfig(getConfig({ DATA_DIR: dataDir, ...env }));
  return import('../../src/app/composition.ts');
}

afterEach(() => vi.doUnmock('../../src/demo/index.ts'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('composition root', () => {
  test('in production mode no part imports the demo', async () => {
    const root = await compose(PRODUCTION);
    const deps = root.serverDeps();
    expect(deps.cfg.demo).toBe(false);
    expect(deps.seed).toBeNull();
    expect(await deps.shownAtStart('church', Date.now())).toEqual({});
    expect(root.pcoEmulator()).toBeNull();
    expect(root.transcribeEmulator()).toBeNull();
    expect(deps.storage.constructor.name).toBe('LazyS3Storage');
    expect(demoImports).toBe(0);
  });

  test('in demo mode the parts import the demo on first use, not before (the check above can fail)', async () => {
    const root = await compose({});
    const deps = root.serverDeps();
    expect(deps.cfg.demo).toBe(true);
    expect(deps.seed).not.toBeNull();
    const emulator = root.pcoEmulator();
    expect(emulator).not.toBeNull();
    expect(demoImports).toBe(0);
    await expect(deps.shownAtStart('church', Date.now())).rejects.toThrow();
    expect(demoImports).toBeGreaterThan(0);
    await expect(deps.storage.head('media/x.mp3')).rejects.toThrow();
    await expect(emulator!(new Request('http://x/demo/pco/people/v2'))).rejects.toThrow();
  });

  test('file storage removes failed-login records a day after their last write', async () => {
    const files = Object.fromEntries(Object.entries(PRODUCTION).filter(([k]) => !/^S3_/.test(k)));
    const { storage, cfg } = (await compose(files)).serverDeps();
    if (cfg.storage.kind !== 'fs') throw new Error('expected file storage');
    const old = `${LOGIN_FAILURES_PREFIX}old.json`;
    // written beside the composed storage, so that its write starts no sweep before it is old
    await createStorage(cfg.storage).put(old, '{"failures":[]}', {
      contentType: 'application/json',
    });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(join(cfg.storage.dir, 'objects', old), dayAgo, dayAgo);
    await storage.put(`${LOGIN_FAILURES_PREFIX}new.json`, '{}', {
      contentType: 'application/json',
    });
    await vi.waitFor(async () => expect(await storage.head(old)).toBeNull());
    expect(await storage.head(`${LOGIN_FAILURES_PREFIX}new.json`)).not.toBeNull();
  });
});
