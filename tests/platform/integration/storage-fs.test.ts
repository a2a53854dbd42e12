/**
 * What only the file-system storage must do beyond the contract (storage-contract*.test.ts):
 * share a folder between processes, survive a crash, keep keys inside its folder.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createStorage } from '../../../src/platform/server/storage/index.ts';
import { InvalidKey } from '../../../src/platform/server/storage/types.ts';
import { plain, text } from './storage-contract.ts';

describe('file-system storage', () => {
  test('lets one of two processes sharing a folder win a conditional write', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-storage-'));
    // two instances have separate in-process queues: only the lock file stands between them
    const [a, b] = [createStorage({ kind: 'fs', dir }), createStorage({ kind: 'fs', dir })];
    for (let round = 0; round < 5; round++) {
      const base = await a.put('feed.xml', `base ${round}`, plain);
      const results = await Promise.allSettled(
        [a, b, a, b].map((s, i) =>
          s.put('feed.xml', `writer ${i}`, { ...plain, ifMatch: base.etag }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    }
    expect(await readdir(join(dir, 'locks'))).toEqual([]);
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });

  test('takes over a lock file left by a crashed process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-storage-'));
    const storage = createStorage({ kind: 'fs', dir });
    await storage.put('warm-up', 'x', plain);
    const name = createHash('sha256').update('feed.xml').digest('hex');
    // pid 2^22 is past Linux's largest, so no process holds this lock
    await writeFile(join(dir, 'locks', `${name}.lock`), `${2 ** 22} ${Date.now()} crashed`);
    const started = Date.now();
    await storage.put('feed.xml', 'after the crash', { ...plain, ifNoneMatch: '*' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await readdir(join(dir, 'locks'))).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });

  test('refuses with a clear error a key below an object, as S3 keys may be', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-storage-'));
    const storage = createStorage({ kind: 'fs', dir });
    await storage.put('media/a', 'object', plain);
    const below = storage.put('media/a/b', 'x', plain);
    await expect(below).rejects.toThrow(/cannot hold both a key and keys under it/);
    expect(await text(await storage.get('media/a'))).toBe('object');
    await storage.delete('media/a');
    await storage.put('media/a/b', 'now fine', plain); // the key is free again
    expect((await storage.list('media/')).map((o) => o.key)).toEqual(['media/a/b']);
    await rm(dir, { recursive: true, force: true });
  });

  test('keeps every write inside its folder', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'dcc-storage-'));
    const storage = createStorage({ kind: 'fs', dir: join(parent, 'root') });
    await storage.put('media/ok.mp3', 'fine', plain);
    for (const key of ['../outside', 'media/../../outside', '/tmp/outside'])
      await expect(storage.put(key, 'x', plain)).rejects.toBeInstanceOf(InvalidKey);
    expect(await readdir(parent)).toEqual(['root']);
    await rm(parent, { recursive: true, force: true });
  });
});
