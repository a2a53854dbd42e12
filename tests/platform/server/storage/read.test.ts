import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { readBytes, readText } from '../../../../src/platform/server/storage/read.ts';
import { NotFound, type Storage } from '../../../../src/platform/server/storage/types.ts';

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-read-'));
  storage = createStorage({ kind: 'fs', dir });
  await storage.put('records/one.json', '{"a":"é"}', { contentType: 'application/json' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reading a stored object whole', () => {
  test('gives its text and the ETag it was read at', async () => {
    const { text, etag } = await readText(storage, 'records/one.json');
    expect(text).toBe('{"a":"é"}');
    expect(etag).toBe((await storage.head('records/one.json'))?.etag);
  });

  test('gives a byte range when asked', async () => {
    const { bytes } = await readBytes(storage, 'records/one.json', { start: 0, end: 3 });
    expect(bytes.toString('utf8')).toBe('{"a"');
  });

  test('says NotFound for a key with nothing stored', async () => {
    await expect(readText(storage, 'records/none.json')).rejects.toBeInstanceOf(NotFound);
  });
});
