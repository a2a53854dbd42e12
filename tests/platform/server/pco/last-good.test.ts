import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from '../../../../src/platform/server/http/errors.ts';
import { keptJson } from '../../../../src/platform/server/pco/kept-json.ts';
import { PcoError } from '../../../../src/platform/server/pco/transport.ts';
import {
  keepLastGood,
  keptGated,
  SHARED_FRESH_MS,
} from '../../../../src/platform/server/pco/last-good.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';

/** The parts keepLastGood takes, its clock fixed at `now`. */
const at = (storage: Storage, now: number) => ({ storage, clock: { now: () => now } });
const down = () => Promise.reject(new PcoError(502, 'Planning Center is unavailable', 503));

let dir: string;
let storage: Storage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-last-good-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('keepLastGood', () => {
  test('serves a fresh answer and keeps a copy another instance can fall back on', async () => {
    const fresh = await keepLastGood(at(storage, 1_000_000), 'events-church', () =>
      Promise.resolve([1, 2]),
    );
    expect(fresh).toEqual({ value: [1, 2], ageSeconds: null });
    // another instance: its own storage object over the same files
    const elsewhere = createStorage({ kind: 'fs', dir });
    const stale = await keepLastGood(at(elsewhere, 1_090_000), 'events-church', down);
    expect(stale).toEqual({ value: [1, 2], ageSeconds: 90 });
  });

  test('passes a stored copy through refresh, and fails as Planning Center did without one', async () => {
    await keepLastGood(at(storage, 0), 'n', () => Promise.resolve([1, 5, 9]));
    const refreshed = await keepLastGood(at(storage, 6), 'n', down, {
      refresh: (value: number[], now) => value.filter((v) => v > now),
    });
    expect(refreshed.value).toEqual([9]);
    await expect(keepLastGood(at(storage, 0), 'never-fetched', down)).rejects.toThrow(
      'unavailable',
    );
  });

  test('writes the copy once per answer from Planning Center, none while it is fresh', async () => {
    const put = vi.spyOn(storage, 'put');
    const load = vi.fn(() => Promise.resolve({ same: true }));
    await keepLastGood(at(storage, 0), 'w', load);
    // the turn, then the answer
    expect(put).toHaveBeenCalledTimes(2);
    await keepLastGood(at(storage, 60_000), 'w', load);
    await keepLastGood(at(createStorage({ kind: 'fs', dir }), 120_000), 'w', load);
    expect(put).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    await keepLastGood(at(storage, SHARED_FRESH_MS), 'w', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(put).toHaveBeenCalledTimes(4);
  });

  test('a warm answer (the same object) is neither serialized again nor written', async () => {
    const answer = { data: [{ id: '1' }] };
    const load = () => Promise.resolve(answer);
    await keepLastGood(at(storage, 0), 'warm', load);
    const put = vi.spyOn(storage, 'put');
    const stringify = vi.spyOn(JSON, 'stringify');
    for (let i = 1; i <= 5; i++) await keepLastGood(at(storage, i * 1000), 'warm', load);
    expect(stringify).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
    stringify.mockRestore();
  });

  test('a storage that cannot keep the copy does not cost the visitor the fresh answer', async () => {
    vi.spyOn(storage, 'put').mockRejectedValue(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await keepLastGood(at(storage, 0), 'x', () => Promise.resolve('ok'))).value).toBe('ok');
  });
});

describe('keepLastGood: the instance memory', () => {
  test('a warm instance serves its remembered answer, marked with its Age, for a day', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(storage, 'put').mockRejectedValue(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await keepLastGood(at(storage, 0), 'm', () => Promise.resolve([7]));
    expect(await keepLastGood(at(storage, 60_000), 'm', down)).toEqual({
      value: [7],
      ageSeconds: 60,
    });
    await expect(keepLastGood(at(storage, 24 * 3_600_000 + 1), 'm', down)).rejects.toThrow(
      'unavailable',
    );
  });

  test('a gated answer is remembered by the instance only, never stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const put = vi.spyOn(storage, 'put');
    await keptGated(at(storage, 0), 'people', () => Promise.resolve(['Ann']));
    expect(put).not.toHaveBeenCalled();
    expect(await keptGated(at(storage, 5_000), 'people', down)).toEqual(['Ann']);
    const elsewhere = createStorage({ kind: 'fs', dir });
    await expect(keptGated(at(elsewhere, 5_000), 'people', down)).rejects.toThrow('unavailable');
  });

  test('a refusal is passed on, and forgets the copy it would have stood in for', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keptGated(at(storage, 0), 'person-1', () => Promise.resolve('Ann'));
    const gone = () => Promise.reject(new HttpError(404, 'Not in the directory.'));
    await expect(keptGated(at(storage, 1), 'person-1', gone)).rejects.toThrow(
      'Not in the directory.',
    );
    await expect(keptGated(at(storage, 2), 'person-1', down)).rejects.toThrow('unavailable');
  });
});

describe('keptJson', () => {
  test('marks a stored copy with its Age and keeps caches from holding it long', async () => {
    const fresh = keptJson({ value: { a: 1 }, ageSeconds: null });
    expect(fresh.headers.get('age')).toBeNull();
    expect(fresh.headers.get('cache-control')).toMatch(/s-maxage=300/);
    const stale = keptJson({ value: { a: 1 }, ageSeconds: 3600 });
    expect(stale.headers.get('age')).toBe('3600');
    expect(stale.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(await stale.json()).toEqual({ a: 1 });
  });

  test('carries an ETag and answers a request that holds it with a 304', () => {
    const kept = { value: { a: 1 }, ageSeconds: null };
    const etag = keptJson(kept).headers.get('etag')!;
    const again = new Request('http://127.0.0.1/api/events/church', {
      headers: { 'if-none-match': etag },
    });
    expect(keptJson(kept, again).status).toBe(304);
  });
});
