/**
 * One contract, two backends (storage-contract.ts): reading, writing, listing and ranges.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import {
  NotFound,
  RangeNotSatisfiable,
  type Storage,
} from '../../../src/platform/server/storage/types.ts';
import { backends, useStorage, plain, text } from './storage-contract.ts';

describe.each(backends)('storage contract: $name', (backend) => {
  const { skip } = backend;
  let storage: Storage;
  useStorage(backend, (made) => (storage = made));

  test.skipIf(skip)('puts, gets, heads and deletes an object', async () => {
    const put = await storage.put('podcast/feed.xml', '<rss>one</rss>', {
      contentType: 'application/rss+xml',
    });
    expect(put).toMatchObject({ key: 'podcast/feed.xml', size: 14 });
    expect(put.etag).toBe(createHash('md5').update('<rss>one</rss>').digest('hex'));
    const got = await storage.get('podcast/feed.xml');
    expect(got).toMatchObject({ size: 14, etag: put.etag, contentType: 'application/rss+xml' });
    expect(got.range).toBeUndefined();
    expect(await text(got)).toBe('<rss>one</rss>');
    const head = await storage.head('podcast/feed.xml');
    expect(head).toMatchObject({ key: 'podcast/feed.xml', size: 14, etag: put.etag });
    expect(head!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await storage.delete('podcast/feed.xml');
    expect(await storage.head('podcast/feed.xml')).toBeNull();
    await expect(storage.get('podcast/feed.xml')).rejects.toBeInstanceOf(NotFound);
    await storage.delete('podcast/feed.xml'); // deleting a missing key is fine
  });

  test.skipIf(skip)(
    'keeps each object its content type and changes the etag on rewrite',
    async () => {
      const png = await storage.put('types/a.png', new Uint8Array([137, 80, 78, 71]), {
        contentType: 'image/png',
      });
      const mp3 = await storage.put('types/b.mp3', Readable.from([Buffer.from('ID3')]), {
        contentType: 'audio/mpeg',
      });
      expect((await storage.head('types/a.png'))?.contentType).toBe('image/png');
      expect((await storage.head('types/b.mp3'))?.contentType).toBe('audio/mpeg');
      const again = await storage.put('types/a.png', 'now text', plain);
      expect(again.etag).not.toBe(png.etag);
      expect(await storage.head('types/a.png')).toMatchObject({
        contentType: 'text/plain',
        size: 8,
      });
      expect(mp3.size).toBe(3);
    },
  );

  test.skipIf(skip)('stores an empty object, which has no satisfiable range', async () => {
    const put = await storage.put('empty/file.txt', '', plain);
    expect(put.size).toBe(0);
    const got = await storage.get('empty/file.txt');
    expect(got.size).toBe(0);
    expect(await text(got)).toBe('');
    await expect(storage.get('empty/file.txt', { start: 0 })).rejects.toBeInstanceOf(
      RangeNotSatisfiable,
    );
  });

  test.skipIf(skip)('lists the objects under a prefix, sorted, and nothing else', async () => {
    for (const key of ['list/b.mp3', 'list/a.mp3', 'list/sub/c.jpg', 'listing.txt', 'other/x'])
      await storage.put(key, key, plain);
    const listed = await storage.list('list/');
    expect(listed.map((o) => o.key)).toEqual(['list/a.mp3', 'list/b.mp3', 'list/sub/c.jpg']);
    expect(listed[0]).toMatchObject({ size: 10, contentType: 'text/plain' });
    expect((await storage.list('list')).map((o) => o.key)).toContain('listing.txt');
    expect(await storage.list('nothing-here/')).toEqual([]);
  });
});

describe.each(backends)('storage contract: $name', (backend) => {
  const { skip } = backend;
  let storage: Storage;
  useStorage(backend, (made) => (storage = made));

  test.skipIf(skip)(
    'answers byte ranges: closed, open, suffix, clamped and unsatisfiable',
    async () => {
      const body = 'abcdefghijklmnopqrstuvwxyz';
      await storage.put('range/alphabet.txt', body, plain);
      const closed = await storage.get('range/alphabet.txt', { start: 2, end: 5 });
      expect(closed).toMatchObject({ size: 26, range: { start: 2, end: 5 } });
      expect(await text(closed)).toBe('cdef');
      expect(await text(await storage.get('range/alphabet.txt', { start: 20 }))).toBe('uvwxyz');
      const suffix = await storage.get('range/alphabet.txt', { suffix: 3 });
      expect(suffix.range).toEqual({ start: 23, end: 25 });
      expect(await text(suffix)).toBe('xyz');
      expect(await text(await storage.get('range/alphabet.txt', { suffix: 99 }))).toBe(body);
      const clamped = await storage.get('range/alphabet.txt', { start: 24, end: 1000 });
      expect(clamped.range).toEqual({ start: 24, end: 25 });
      expect(await text(clamped)).toBe('yz');
      const past = storage.get('range/alphabet.txt', { start: 26 });
      await expect(past).rejects.toBeInstanceOf(RangeNotSatisfiable);
      await expect(past).rejects.toMatchObject({ size: 26 });
      await expect(storage.get('range/none', { start: 0 })).rejects.toBeInstanceOf(NotFound);
    },
  );
});
