/**
 * File storage's stand-in for an S3 lifecycle rule's Expiration (expiry.ts), with a clock the
 * test moves: objects under an expiring prefix go a day after their last write, swept after a
 * write there at most once an hour, in the background, never holding up that write.
 */
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ExpiringStorage,
  removeExpired,
  SWEEP_EVERY_MS,
} from '../../../../src/platform/server/storage/expiry.ts';
import { FsStorage } from '../../../../src/platform/server/storage/fs.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';
import { clock } from '../../../helpers/clock.ts';

const HOUR = 60 * 60 * 1000;
const EXPIRY = { prefix: 'auth/login-failures/', days: 1 };
const json = { contentType: 'application/json' };
let dir: string;
let files: FsStorage;
let time: ReturnType<typeof clock>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-expiry-'));
  files = new FsStorage(dir);
  time = clock(Date.now()); // the files' times are the machine's
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const keys = async (storage: Storage) => (await storage.list('')).map((o) => o.key);
/** Dates an object's last write back by that long. */
async function writtenAgo(key: string, ms: number): Promise<void> {
  const then = new Date(time.now() - ms);
  await utimes(join(dir, 'objects', key), then, then);
}

describe('removeExpired', () => {
  test('removes what was last written more than a day ago under the prefix, nothing else', async () => {
    await files.put('auth/login-failures/a.json', '{}', json);
    await files.put('auth/other.json', '{}', json);
    await removeExpired(files, EXPIRY, time.advance(23 * HOUR));
    expect(await keys(files)).toEqual(['auth/login-failures/a.json', 'auth/other.json']);
    await removeExpired(files, EXPIRY, time.advance(2 * HOUR));
    expect(await keys(files)).toEqual(['auth/other.json']);
  });
});

describe('ExpiringStorage', () => {
  test('a write under the prefix sweeps it, at most once an hour', async () => {
    const storage = new ExpiringStorage(files, [EXPIRY], time);
    await files.put('auth/login-failures/old.json', '{}', json);
    await writtenAgo('auth/login-failures/old.json', 25 * HOUR);
    const list = vi.spyOn(files, 'list');
    const sweeps = () => list.mock.calls.filter(([prefix]) => prefix === EXPIRY.prefix).length;
    await storage.put('auth/elsewhere.json', '{}', json); // not under the prefix: no sweep
    await storage.sweeps;
    expect(sweeps()).toBe(0);
    await storage.put('auth/login-failures/new.json', '{}', json);
    await storage.sweeps;
    expect(await keys(files)).toEqual(['auth/elsewhere.json', 'auth/login-failures/new.json']);
    await storage.put('auth/login-failures/new.json', '{"a":1}', json);
    time.advance(SWEEP_EVERY_MS - 1);
    await storage.put('auth/login-failures/new.json', '{"a":2}', json);
    await storage.sweeps;
    expect(sweeps()).toBe(1);
    time.advance(1);
    await storage.put('auth/login-failures/new.json', '{"a":3}', json);
    await storage.sweeps;
    expect(sweeps()).toBe(2);
  });

  test('the write that starts a sweep does not wait for it', async () => {
    const storage = new ExpiringStorage(files, [EXPIRY], time);
    let release = () => {};
    vi.spyOn(files, 'list').mockReturnValue(
      new Promise((resolve) => (release = () => resolve([]))),
    );
    const stored = await storage.put('auth/login-failures/a.json', '{}', json);
    expect(stored.key).toBe('auth/login-failures/a.json');
    release();
    await storage.sweeps;
  });

  test('a sweep that fails is logged, and the storage goes on', async () => {
    const storage = new ExpiringStorage(files, [EXPIRY], time);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(files, 'list').mockRejectedValueOnce(new Error('disk gone'));
    await storage.put('auth/login-failures/a.json', '{}', json);
    await storage.sweeps;
    expect(String(warn.mock.calls[0]?.[0])).toContain('Could not sweep auth/login-failures/');
    expect(await storage.head('auth/login-failures/a.json')).not.toBeNull();
    warn.mockRestore();
  });
});
