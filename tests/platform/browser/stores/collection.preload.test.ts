/**
 * A collection made after its page preloaded its answer (preloadCollection, as
 * src/app/browser/live-data.ts calls it while the page parses) starts with that answer, or with
 * that request under way; one made before (in the same bundle) fetches then. The island that
 * makes it draws its data, not a skeleton, and the server is asked once.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  createCollection,
  preloadCollection,
} from '../../../../src/platform/browser/stores/collection.ts';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test('an answer that came before the collection was made is its data from the start', async () => {
  fetchMock.mockResolvedValueOnce(Response.json({ n: 1 }));
  preloadCollection('/api/early');
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const collection = createCollection<{ n: number }>('/api/early', () => 7);
  expect(collection.$store.get()).toMatchObject({ data: { n: 1 }, lastUpdated: 7 });
  await collection.fetchIfNeeded();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('an answer still coming is the collection’s fetch under way, not a second request', async () => {
  let answer!: (response: Response) => void;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  preloadCollection('/api/coming');
  const collection = createCollection<{ n: number }>('/api/coming');
  expect(collection.$store.get().isFetching).toBe(true);
  await collection.fetchIfNeeded();
  answer(Response.json({ n: 2 }));
  await collection.settled();
  expect(collection.$store.get().data).toEqual({ n: 2 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a collection that loads its own way (a POST) does not take a preloaded GET', () => {
  fetchMock.mockResolvedValue(Response.json({ n: 3 }));
  preloadCollection('/api/posted');
  const collection = createCollection('/api/posted', Date.now, () => Promise.resolve({ n: 4 }));
  expect(collection.$store.get()).toMatchObject({ data: null, isFetching: false });
});

test('a collection made before the page preloads (in the same bundle) fetches then, once', async () => {
  fetchMock.mockResolvedValue(Response.json({ n: 5 }));
  const collection = createCollection<{ n: number }>('/api/made-first');
  expect(fetchMock).not.toHaveBeenCalled();
  preloadCollection('/api/made-first');
  expect(collection.$store.get().isFetching).toBe(true);
  await collection.fetchIfNeeded();
  await collection.settled();
  expect(collection.$store.get().data).toEqual({ n: 5 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
