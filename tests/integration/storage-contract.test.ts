/**
 * One contract, two backends: every test runs against the file-system storage and against a
 * real S3 server (Ceph radosgw from tests/helpers/s3.ts). Under CI the S3 run never skips.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createStorage } from '../../src/server/storage/index.ts';
import {
  InvalidKey,
  NotFound,
  PreconditionFailed,
  RangeNotSatisfiable,
  type GetResult,
  type Storage,
} from '../../src/server/storage/types.ts';
import { S3_SKIP_REASON, s3Bucket } from '../helpers/s3.ts';

const s3 = inject('s3');
const MB = 1024 * 1024;
const plain = { contentType: 'text/plain' };

interface Backend {
  name: string;
  skip: boolean;
  make: () => Promise<{ storage: Storage; cleanup: () => Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'fs',
    skip: false,
    async make() {
      const dir = await mkdtemp(join(tmpdir(), 'dcc-storage-'));
      return {
        storage: createStorage({ kind: 'fs', dir }),
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: s3 ? 's3' : `s3 (${S3_SKIP_REASON})`,
    skip: !s3,
    async make() {
      const storage = createStorage(await s3Bucket(s3!, 'contract'));
      return { storage, cleanup: () => Promise.resolve() };
    },
  },
];

async function text(result: GetResult): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of result.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

/** A body that arrives in pieces with pauses, like an upload over a slow network. */
function slowly(content: string, pieces: number, pauseMs: number, failAt = -1): Readable {
  const size = Math.ceil(content.length / pieces);
  return Readable.from(
    (async function* () {
      for (let i = 0; i < pieces; i++) {
        if (i === failAt) throw new Error('connection reset');
        await sleep(pauseMs);
        yield Buffer.from(content.slice(i * size, (i + 1) * size), 'latin1');
      }
    })(),
  );
}

/** The byte at offset `o` of the generated 100 MB body. */
const byteAt = (o: number) => o % 251;

/** A generated body of `total` bytes; `ahead()` tells how far it ran ahead of `written()`. */
function generated(total: number, written: () => number) {
  const base = Buffer.alloc(MB + 251);
  for (let i = 0; i < base.length; i++) base[i] = byteAt(i);
  let lead = 0;
  const body = Readable.from(
    (function* () {
      for (let offset = 0; offset < total; offset += MB) {
        const shift = offset % 251;
        lead = Math.max(lead, offset - written());
        yield Buffer.from(base.subarray(shift, shift + Math.min(MB, total - offset)));
      }
    })(),
  );
  return { body, ahead: () => lead };
}

describe.each(backends)('storage contract: $name', ({ skip, make }) => {
  let storage: Storage;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    ({ storage, cleanup } = await make());
  });
  afterAll(async () => {
    if (!skip) await cleanup();
  });

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

  test.skipIf(skip)(
    'streams a 100 MB upload in parts with flat memory',
    async () => {
      const total = 100 * MB;
      let loaded = 0;
      const source = generated(total, () => loaded);
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const put = await storage
        .put('big/sermon.mp3', source.body, {
          contentType: 'audio/mpeg',
          onProgress: (n) => (loaded = n),
        })
        .finally(() => clearInterval(sampler));
      const seconds = (performance.now() - started) / 1000;
      const grew = (peak - baseline) / MB;
      console.log(
        `100 MB upload: ${seconds.toFixed(2)} s; the body ran at most ${(source.ahead() / MB).toFixed(0)} MB ` +
          `ahead of the stored bytes; resident memory +${grew.toFixed(0)} MB`,
      );
      expect(put.size).toBe(total);
      expect(loaded).toBe(total);
      // memory stays flat when the source is read only as fast as bytes are stored
      expect(source.ahead()).toBeLessThan(32 * MB);
      expect(await storage.head('big/sermon.mp3')).toMatchObject({ size: total, etag: put.etag });
      const middle = 50 * MB - 7;
      const sample = await storage.get('big/sermon.mp3', { start: middle, end: middle + 99 });
      const bytes = Buffer.from(await text(sample), 'latin1');
      expect([...bytes]).toEqual(Array.from({ length: 100 }, (_, i) => byteAt(middle + i)));
      await storage.delete('big/sermon.mp3');
    },
    180_000,
  );

  test.skipIf(skip)('signs a direct upload where the backend can take one', async () => {
    const signed = await storage.presignUpload('direct/episode.mp3', 'audio/mpeg', 300);
    if (storage.constructor.name === 'FsStorage') {
      expect(signed).toBeNull();
      return;
    }
    expect(signed).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'audio/mpeg' } });
    expect(signed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 200_000);
    const response = await fetch(signed!.url, {
      method: 'PUT',
      headers: signed!.headers,
      body: 'ID3 straight from the browser',
    });
    expect(response.status).toBe(200);
    const got = await storage.get('direct/episode.mp3');
    expect(got.contentType).toBe('audio/mpeg');
    expect(await text(got)).toBe('ID3 straight from the browser');
  });
});

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
