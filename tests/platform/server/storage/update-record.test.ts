import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from '../../../../src/platform/shared/vendor/zod-mini.mjs';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import {
  InvalidRecord,
  jsonRecord,
} from '../../../../src/platform/server/storage/record-format.ts';
import {
  readRecord,
  RecordBusy,
  updateRecord,
} from '../../../../src/platform/server/storage/update-record.ts';
import { PreconditionFailed, type Storage } from '../../../../src/platform/server/storage/types.ts';

const COUNTER_SCHEMA = z.object({ count: z.number() });
type Counter = z.output<typeof COUNTER_SCHEMA>;
const COUNTER = jsonRecord(COUNTER_SCHEMA);
const KEY = 'records/counter.json';
const add = (n: number) => (current: Counter | null) => ({ count: (current?.count ?? 0) + n });

let dir: string;
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-update-record-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const stored = async () => (await readText(storage, KEY)).text;

/** The storage with `put` replaced (updateRecord reads with get and writes with put alone). */
const withPut = (put: Storage['put']): Storage => ({
  ...storage,
  get: storage.get.bind(storage),
  put,
});

/** The storage with one other writer's change landing just before each of the first `n` puts. */
function interrupted(n: number): Storage {
  let left = n;
  return withPut(async (key, body, options) => {
    if (left-- > 0) await updateRecord(storage, key, COUNTER, add(100));
    return storage.put(key, body, options);
  });
}

describe('updateRecord', () => {
  test('writes a first record only where there is none', async () => {
    const change = vi.fn(add(1));
    const updated = await updateRecord(storage, KEY, COUNTER, change);
    expect(change).toHaveBeenCalledWith(null);
    expect(updated).toMatchObject({ value: { count: 1 }, written: true });
    expect(await stored()).toBe('{"count":1}');
    expect(updated?.etag).toBe((await storage.head(KEY))?.etag);
  });

  test('changes the record as read and answers it with its new etag', async () => {
    const first = await updateRecord(storage, KEY, COUNTER, add(1));
    const second = await updateRecord(storage, KEY, COUNTER, add(2));
    expect(second).toMatchObject({ value: { count: 3 }, written: true });
    expect(second?.etag).not.toBe(first?.etag);
    expect(await stored()).toBe('{"count":3}');
  });

  test('after a conflict, runs the change again on the fresh record and writes that', async () => {
    await updateRecord(storage, KEY, COUNTER, add(1));
    const change = vi.fn(add(1));
    const updated = await updateRecord(interrupted(1), KEY, COUNTER, change);
    expect(change.mock.calls).toEqual([[{ count: 1 }], [{ count: 101 }]]);
    expect(updated?.value).toEqual({ count: 102 });
    expect(await stored()).toBe('{"count":102}');
  });

  test('lets parallel writers all land, one per round', async () => {
    await Promise.all(Array.from({ length: 8 }, () => updateRecord(storage, KEY, COUNTER, add(1))));
    expect(await stored()).toBe('{"count":8}');
  });

  test('gives up with RecordBusy after the rounds allowed, naming the key', async () => {
    const busy = withPut(() => Promise.reject(new PreconditionFailed('another writer won')));
    const change = vi.fn(add(1));
    const updating = updateRecord(busy, KEY, COUNTER, change, { attempts: 3 });
    await expect(updating).rejects.toBeInstanceOf(RecordBusy);
    await expect(updating).rejects.toThrow(`The record at "${KEY}" stayed busy`);
    expect(change).toHaveBeenCalledTimes(3);
  });

  test('writes nothing when the change answers null', async () => {
    await updateRecord(storage, KEY, COUNTER, add(1));
    const put = vi.spyOn(storage, 'put');
    const kept = await updateRecord(storage, KEY, COUNTER, () => null);
    expect(put).not.toHaveBeenCalled();
    expect(kept).toMatchObject({ value: { count: 1 }, written: false });
    expect(await updateRecord(storage, 'records/none.json', COUNTER, () => null)).toBeNull();
    expect(await storage.head('records/none.json')).toBeNull();
  });

  test("checks the change's result and writes nothing that would not read back", async () => {
    await updateRecord(storage, KEY, COUNTER, add(1));
    const wrong = () => ({ count: 'many' }) as unknown as Counter;
    const updating = updateRecord(storage, KEY, COUNTER, wrong);
    await expect(updating).rejects.toBeInstanceOf(InvalidRecord);
    await expect(updating).rejects.toThrow(`"${KEY}": count: must be a number.`);
    expect(await stored()).toBe('{"count":1}');
  });

  test('tries the record the caller read first, and a stale one costs only a retry', async () => {
    const old = await updateRecord(storage, KEY, COUNTER, add(1));
    await updateRecord(storage, KEY, COUNTER, add(1));
    const change = vi.fn(add(1));
    await updateRecord(storage, KEY, COUNTER, change, { read: old });
    expect(change.mock.calls).toEqual([[{ count: 1 }], [{ count: 2 }]]);
    expect(await stored()).toBe('{"count":3}');
  });
});

describe('readRecord', () => {
  test('reads a record through its format, or null when there is none', async () => {
    await storage.put(KEY, '{"count":4}', { contentType: 'application/json' });
    expect(await readRecord(storage, KEY, COUNTER)).toMatchObject({ value: { count: 4 } });
    expect(await readRecord(storage, 'records/none.json', COUNTER)).toBeNull();
  });

  test('refuses a stored file that is not the record, saying where and what', async () => {
    await storage.put(KEY, '{"count":"4"}', { contentType: 'application/json' });
    const reading = readRecord(storage, KEY, COUNTER);
    await expect(reading).rejects.toBeInstanceOf(InvalidRecord);
    await expect(reading).rejects.toThrow(`Not a valid record at "${KEY}": count: must be`);
    await storage.put(KEY, 'not json', { contentType: 'application/json' });
    await expect(readRecord(storage, KEY, COUNTER)).rejects.toBeInstanceOf(InvalidRecord);
  });

  test('reads a damaged file as the format says, and the next change replaces it', async () => {
    const rebuilt = jsonRecord(COUNTER_SCHEMA, () => ({ count: 0 }));
    await storage.put(KEY, 'not json', { contentType: 'application/json' });
    expect((await readRecord(storage, KEY, rebuilt))?.value).toEqual({ count: 0 });
    await updateRecord(storage, KEY, rebuilt, add(1));
    expect(await stored()).toBe('{"count":1}');
  });
});
