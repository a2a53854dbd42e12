import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';

describe('readConsistent (file storage reads)', () => {
  let dir: string;
  let storage: Storage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-fs-meta-'));
    storage = createStorage({ kind: 'fs', dir });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** The sidecar file of a key (storage/fs.ts keeps them under meta/). */
  async function sidecarOf(key: string): Promise<string> {
    const found = (await readdir(dir, { recursive: true })).find((f) => f.endsWith(`${key}.json`));
    if (!found) throw new Error(`no sidecar for ${key}`);
    return join(dir, found);
  }

  test('reads a sidecar once while its data file stays the same file', async () => {
    const put = await storage.put('feed.xml', '<rss/>', { contentType: 'application/rss+xml' });
    expect((await storage.head('feed.xml'))?.contentType).toBe('application/rss+xml');
    // a warm read trusts what it read: a sidecar it would now find unreadable is not read again
    await writeFile(await sidecarOf('feed.xml'), 'not json');
    const warm = await storage.head('feed.xml');
    expect(warm?.contentType).toBe('application/rss+xml');
    expect(warm?.etag).toBe(put.etag);
  });

  test('reads the new sidecar once the object is replaced', async () => {
    await storage.put('feed.xml', '<rss/>', { contentType: 'application/rss+xml' });
    await storage.head('feed.xml');
    const next = await storage.put('feed.xml', '<rss version="2.0"/>', {
      contentType: 'text/xml',
    });
    const head = await storage.head('feed.xml');
    expect(head?.etag).toBe(next.etag);
    expect(head?.contentType).toBe('text/xml');
  });
});
