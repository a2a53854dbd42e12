/**
 * The storage contract (storage-contract.ts) for writes that race, fail or must not happen:
 * atomic replacement, conditional puts, hostile keys, and stored records changed over them.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import * as z from '../../../src/platform/shared/vendor/zod-mini.mjs';
import { jsonRecord } from '../../../src/platform/server/storage/record-format.ts';
import {
  InvalidKey,
  PreconditionFailed,
  type Storage,
} from '../../../src/platform/server/storage/types.ts';
import { updateRecord } from '../../../src/platform/server/storage/update-record.ts';
import { backends, useStorage, plain, slowly, text } from './storage-contract.ts';

describe.each(backends)('storage contract: $name', (backend) => {
  const { skip } = backend;
  let storage: Storage;
  useStorage(backend, (made) => (storage = made));

  test.skipIf(skip)('never shows a reader a half-written object', async () => {
    const key = 'atomic/feed.xml';
    const before = 'A'.repeat(256 * 1024);
    const after = 'B'.repeat(256 * 1024);
    await storage.put(key, before, plain);
    const seen = new Set<string>();
    let writing = true;
    const write = storage.put(key, slowly(after, 8, 40), plain).finally(() => (writing = false));
    while (writing) {
      const got = await storage.get(key);
      const body = await text(got);
      const kind = body === before ? 'old' : body === after ? 'new' : `torn(${body.length})`;
      // the etag always describes the bytes that came with it
      seen.add(
        createHash('md5').update(body, 'latin1').digest('hex') === got.etag ? kind : 'bad-etag',
      );
      expect((await storage.list('atomic/')).map((o) => o.key)).toEqual([key]);
    }
    await write;
    expect(seen.has('old')).toBe(true);
    expect([...seen].filter((k) => k !== 'old' && k !== 'new')).toEqual([]);
    expect(await text(await storage.get(key))).toBe(after);
  });

  test.skipIf(skip)('leaves the old object and no debris when a body fails midway', async () => {
    await storage.put('broken/feed.xml', 'intact', plain);
    const failing = storage.put('broken/feed.xml', slowly('x'.repeat(100_000), 10, 5, 4), plain);
    await expect(failing).rejects.toThrow();
    expect(await text(await storage.get('broken/feed.xml'))).toBe('intact');
    const fresh = storage.put('broken/new.mp3', slowly('x'.repeat(100_000), 10, 5, 4), plain);
    await expect(fresh).rejects.toThrow();
    expect((await storage.list('broken/')).map((o) => o.key)).toEqual(['broken/feed.xml']);
  });

  test.skipIf(skip)('copies with ifMatch only the version of that etag, else nothing', async () => {
    const first = await storage.put('copy/staged.png', 'checked', plain);
    await storage.put('copy/staged.png', 'swapped', plain);
    const stale = storage.copy('copy/staged.png', 'copy/public.png', {
      contentType: 'image/png',
      ifMatch: first.etag,
    });
    await expect(stale).rejects.toBeInstanceOf(PreconditionFailed);
    expect(await storage.head('copy/public.png')).toBeNull();
    const current = (await storage.head('copy/staged.png'))!;
    const copied = await storage.copy('copy/staged.png', 'copy/public.png', {
      contentType: 'image/png',
      ifMatch: current.etag,
    });
    expect(copied).toMatchObject({ size: 7, contentType: 'image/png', etag: current.etag });
    expect(await text(await storage.get('copy/public.png'))).toBe('swapped');
  });
});

describe.each(backends)('storage contract: $name', (backend) => {
  const { skip } = backend;
  let storage: Storage;
  useStorage(backend, (made) => (storage = made));

  test.skipIf(skip)('writes with ifNoneMatch only where nothing is stored', async () => {
    await storage.put('cond/new.xml', 'first', { ...plain, ifNoneMatch: '*' });
    const again = storage.put('cond/new.xml', 'second', { ...plain, ifNoneMatch: '*' });
    await expect(again).rejects.toBeInstanceOf(PreconditionFailed);
    expect(await text(await storage.get('cond/new.xml'))).toBe('first');
  });

  test.skipIf(skip)('writes with ifMatch only over the version the writer read', async () => {
    const v1 = await storage.put('cond/feed.xml', 'v1', plain);
    const v2 = await storage.put('cond/feed.xml', 'v2', { ...plain, ifMatch: v1.etag });
    expect(await text(await storage.get('cond/feed.xml'))).toBe('v2');
    const stale = storage.put('cond/feed.xml', 'v3', { ...plain, ifMatch: v1.etag });
    await expect(stale).rejects.toBeInstanceOf(PreconditionFailed);
    expect((await storage.head('cond/feed.xml'))?.etag).toBe(v2.etag);
    const missing = storage.put('cond/gone.xml', 'x', { ...plain, ifMatch: v2.etag });
    await expect(missing).rejects.toBeInstanceOf(PreconditionFailed);
    expect(await storage.head('cond/gone.xml')).toBeNull();
  });

  test.skipIf(skip)('lets exactly one of several racing conditional writers win', async () => {
    for (let round = 0; round < 3; round++) {
      const base = await storage.put('race/feed.xml', `base ${round}`, plain);
      const writers = Array.from({ length: 5 }, (_, i) => `round ${round} writer ${i}`);
      const results = await Promise.allSettled(
        writers.map((body) => storage.put('race/feed.xml', body, { ...plain, ifMatch: base.etag })),
      );
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(won).toHaveLength(1);
      for (const r of results)
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PreconditionFailed);
      const final = await storage.get('race/feed.xml');
      expect(await text(final)).toBe(writers[won[0]!]);
      expect(final.etag).toBe(
        (results[won[0]!] as PromiseFulfilledResult<{ etag: string }>).value.etag,
      );

      const creators = await Promise.allSettled(
        writers.map((body) =>
          storage.put(`race/new-${round}`, body, { ...plain, ifNoneMatch: '*' }),
        ),
      );
      expect(creators.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    }
  });

  test.skipIf(skip)('rejects keys that could escape or confuse the store', async () => {
    const bad = [
      '',
      '../escape',
      'a/../../b',
      '/etc/passwd',
      'a\\..\\b',
      'a\0b',
      'a//b',
      'a/',
      './a',
    ];
    for (const key of bad) {
      await expect(storage.put(key, 'x', plain), key).rejects.toBeInstanceOf(InvalidKey);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidKey);
      await expect(storage.head(key), key).rejects.toBeInstanceOf(InvalidKey);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidKey);
    }
    await expect(storage.list('../')).rejects.toBeInstanceOf(InvalidKey);
    await expect(storage.put('../escape', 'x', plain)).rejects.toThrow(/Invalid storage key/);
  });
});

describe.each(backends)('storage contract: $name, stored records', (backend) => {
  const { skip } = backend;
  let storage: Storage;
  useStorage(backend, (made) => (storage = made));

  test.skipIf(skip)('lets racing record updates all land, one a round', async () => {
    const counter = jsonRecord(z.object({ count: z.number() }));
    const add = (current: { count: number } | null) => ({ count: (current?.count ?? 0) + 1 });
    await Promise.all(
      Array.from({ length: 6 }, () => updateRecord(storage, 'race/count.json', counter, add)),
    );
    expect(await text(await storage.get('race/count.json'))).toBe('{"count":6}');
  });
});
