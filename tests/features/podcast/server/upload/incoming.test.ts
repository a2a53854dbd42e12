import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { readForm } from '../../../../../src/platform/server/http/form-data.ts';
import {
  storeIncoming,
  type StoredUpload,
} from '../../../../../src/features/podcast/server/upload/incoming.ts';
import { createStorage } from '../../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../../src/platform/server/storage/types.ts';
import { demoMp3, mp3Stream, PDF, picture } from '../../../../helpers/podcast-fixtures.ts';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-upload-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  for (const object of await storage.list('media/')) await storage.delete(object.key);
});

const stored = async () => (await storage.list('media/')).map((o) => o.key);

describe('storeIncoming', () => {
  test('streams an MP3 to a server-made key with every byte intact', async () => {
    const mp3 = demoMp3(1);
    const result = await storeIncoming(
      storage,
      Readable.from([mp3.subarray(0, 100), mp3.subarray(100)]),
      {
        kind: 'audio',
        title: 'The Beatitudes',
        maxBytes: 1e6,
        now: Date.now(),
      },
    );
    expect(result.key).toMatch(/^media\/\d{4}\/[0-9a-f-]{36}-the-beatitudes\.mp3$/);
    expect(result).toMatchObject({ contentType: 'audio/mpeg', size: mp3.length });
    const got = await storage.get(result.key);
    const chunks: Buffer[] = [];
    for await (const chunk of got.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(mp3)).toBe(true);
  });

  test('names images by their real type', async () => {
    const png = await storeIncoming(storage, Readable.from([await picture('png', 400)]), {
      kind: 'image',
      title: '../../etc/passwd',
      maxBytes: 1e7,
      now: Date.now(),
    });
    expect(png.key).toMatch(/^media\/\d{4}\/[0-9a-f-]{36}-etc-passwd\.png$/);
    expect(png.contentType).toBe('image/png');
  });

  test('refuses a PNG sent as audio with 415 and stores nothing', async () => {
    const png = await picture('png', 400);
    await expect(
      storeIncoming(storage, Readable.from([png]), {
        kind: 'audio',
        title: 'x',
        maxBytes: 1e6,
        now: Date.now(),
      }),
    ).rejects.toMatchObject({ status: 415 });
    expect(await stored()).toEqual([]);
  });

  test('stops an oversized file with 413 part-way and leaves no object', async () => {
    await expect(
      storeIncoming(storage, Readable.from(mp3Stream(3_000_000, 64 * 1024)), {
        kind: 'audio',
        title: 'x',
        maxBytes: 1_000_000,
        now: Date.now(),
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await stored()).toEqual([]);
  });
});

function form(parts: [string, string | Blob, string?][]): Request {
  const body = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, filename);
  }
  return new Request('http://localhost/api/podcast', { method: 'POST', body });
}

const options = (deleted: string[] = [], maxBodyBytes = 11e6) => ({
  fileFields: ['audio', 'image'],
  maxFileBytes: 5e6,
  maxBodyBytes,
  onFile: (file: { field: string; stream: Readable }) =>
    storeIncoming(storage, file.stream, {
      kind: file.field as 'audio' | 'image',
      title: 't',
      maxBytes: 5e6,
      now: Date.now(),
    }),
  discard: async (upload: StoredUpload) => {
    deleted.push(upload.key);
    await storage.delete(upload.key);
  },
});

describe('readForm', () => {
  test('collects text fields and streams each file through the callback', async () => {
    const req = form([
      ['title', 'Salt and Light'],
      ['audio', new Blob([new Uint8Array(demoMp3(2))]), 'sermon.mp3'],
      ['image', new Blob([new Uint8Array(await picture('jpeg', 500))]), 'art.jpg'],
    ]);
    const result = await readForm(req, options());
    expect(result.fields).toEqual({ title: 'Salt and Light' });
    expect(result.files['audio']?.size).toBe(demoMp3(2).length);
    expect(result.files['image']?.contentType).toBe('image/jpeg');
    expect((await stored()).length).toBe(2);
  });

  test('ignores an empty file input and refuses unknown file fields', async () => {
    const empty = await readForm(form([['audio', new Blob([]), '']]), options());
    expect(empty.files).toEqual({});
    await expect(
      readForm(form([['script', new Blob(['x']), 'x.sh']]), options()),
    ).rejects.toMatchObject({ status: 400 });
  });

  test('when a later file fails, the earlier stored one is discarded', async () => {
    const deleted: string[] = [];
    const req = form([
      ['audio', new Blob([new Uint8Array(demoMp3(1))]), 'sermon.mp3'],
      ['image', new Blob([new Uint8Array(PDF)]), 'art.png'],
    ]);
    await expect(readForm(req, options(deleted))).rejects.toMatchObject({ status: 415 });
    expect(deleted).toHaveLength(1);
    expect(await stored()).toEqual([]);
  });

  test('a body past the cap, sent without a length, is stopped with 413 and stores nothing', async () => {
    const whole = form([
      ['audio', new Blob([new Uint8Array(demoMp3(2))]), 'sermon.mp3'],
      ['image', new Blob([new Uint8Array(await picture('jpeg', 500))]), 'art.jpg'],
    ]);
    // streamed without a Content-Length, as a chunked upload arrives
    const bytes = new Uint8Array(await whole.arrayBuffer());
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, (offset += 16 * 1024)));
      },
    });
    const req = new Request(whole.url, {
      method: 'POST',
      headers: { 'content-type': whole.headers.get('content-type')! },
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(readForm(req, options([], bytes.length - 100))).rejects.toMatchObject({
      status: 413,
    });
    expect(await stored()).toEqual([]);
  });

  test('refuses a body that is not multipart', async () => {
    const req = new Request('http://localhost/', { method: 'POST', body: '{}' });
    await expect(readForm(req, options())).rejects.toMatchObject({ status: 415 });
  });
});
