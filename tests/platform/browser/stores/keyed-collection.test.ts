/** A collection per key: made on first use, one request shared per key, failures not kept. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createKeyedCollection } from '../../../../src/platform/browser/stores/keyed-collection.ts';

afterEach(() => vi.restoreAllMocks());

describe('createKeyedCollection', () => {
  test('keeps one collection store per key, with its own path, until clear', async () => {
    const load = vi.fn((key: string) => Promise.resolve({ key }));
    const things = createKeyedCollection((key) => `/api/things/${key}`, load);
    expect(things.collectionFor('a').path).toBe('/api/things/a');
    expect(await things.get('a')).toEqual({ key: 'a' });
    expect(things.collectionFor('a').$store.get().data).toEqual({ key: 'a' });
    await things.get('a');
    things.clear();
    await things.get('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('rejects with the failure, and asks again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce('ok');
    const things = createKeyedCollection((key) => `/api/things/${key}`, load);
    await expect(things.get('a')).rejects.toThrow('502');
    await expect(things.get('a')).resolves.toBe('ok');
  });
});
