import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createCollection,
  shouldFetch,
  type CollectionState,
} from '../../../../src/platform/browser/stores/collection.ts';

type Answer = { data: number[] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const ok = (body: unknown) => Response.json(body);
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shouldFetch', () => {
  const state = (patch: Partial<CollectionState<unknown>>): CollectionState<unknown> => ({
    isFetching: false,
    didInvalidate: false,
    lastUpdated: null,
    data: null,
    error: null,
    ...patch,
  });

  test('fetches an empty collection that is not already fetching', () => {
    expect(shouldFetch(state({}))).toBe(true);
    expect(shouldFetch(state({ isFetching: true }))).toBe(false);
  });

  test('fetches a filled collection only when invalidated and not fetching', () => {
    expect(shouldFetch(state({ data: [1] }))).toBe(false);
    expect(shouldFetch(state({ data: [1], didInvalidate: true }))).toBe(true);
    expect(shouldFetch(state({ data: [1], didInvalidate: true, isFetching: true }))).toBe(false);
  });
});

describe('createCollection: fetching', () => {
  test('starts empty, then request sets isFetching and receive stores data and time', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const collection = createCollection<Answer>('/api/things', () => 1234);
    expect(collection.$store.get()).toEqual({
      isFetching: false,
      didInvalidate: false,
      lastUpdated: null,
      data: null,
      error: null,
    });
    const done = collection.fetchIfNeeded();
    expect(collection.$store.get()).toMatchObject({
      isFetching: true,
      didInvalidate: false,
      data: null,
    });
    answer.resolve(ok({ data: [1, 2] }));
    await done;
    expect(collection.$store.get()).toEqual({
      isFetching: false,
      didInvalidate: false,
      lastUpdated: 1234,
      data: { data: [1, 2] },
      error: null,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  test('does not fetch again while fetching or while the data is fresh', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const collection = createCollection<Answer>('/api/things');
    const first = collection.fetchIfNeeded();
    await collection.fetchIfNeeded();
    answer.resolve(ok({ data: [1] }));
    await first;
    await collection.fetchIfNeeded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createCollection: invalidation', () => {
  test('invalidate marks the data stale and the next fetchIfNeeded fetches it again', async () => {
    fetchMock.mockResolvedValueOnce(ok({ data: [1] })).mockResolvedValueOnce(ok({ data: [2] }));
    let time = 1;
    const collection = createCollection<Answer>('/api/things', () => time);
    await collection.fetchIfNeeded();
    collection.invalidate();
    expect(collection.$store.get()).toMatchObject({ didInvalidate: true, data: { data: [1] } });
    time = 2;
    await collection.fetchIfNeeded();
    expect(collection.$store.get()).toMatchObject({
      didInvalidate: false,
      lastUpdated: 2,
      data: { data: [2] },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('invalidating during a fetch does not start a second one', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const collection = createCollection<Answer>('/api/things');
    const first = collection.fetchIfNeeded();
    collection.invalidate();
    await collection.fetchIfNeeded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer.resolve(ok({ data: [1] }));
    await first;
    expect(collection.$store.get()).toMatchObject({ isFetching: false, didInvalidate: false });
  });
});

describe('createCollection: failures', () => {
  test('logs a failure without throwing, keeps the old data and allows a retry', async () => {
    fetchMock
      .mockResolvedValueOnce(ok({ data: [1] }))
      .mockResolvedValueOnce(Response.json({ message: 'Planning Center is down' }, { status: 502 }))
      .mockRejectedValueOnce(new TypeError('network'));
    const collection = createCollection<Answer>('/api/things', () => 5);
    await collection.fetchIfNeeded();
    await expect(collection.refresh()).resolves.toBeUndefined();
    expect(collection.$store.get()).toMatchObject({
      isFetching: false,
      data: { data: [1] },
      lastUpdated: 5,
      error: 'Planning Center is down',
    });
    expect(errors).toHaveBeenCalledTimes(1);
    await expect(collection.refresh()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(2);
  });

  test('an empty collection whose fetch failed is fetched again next time', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(ok({ data: [3] }));
    const collection = createCollection<Answer>('/api/things');
    await collection.fetchIfNeeded();
    expect(collection.$store.get()).toMatchObject({
      data: null,
      isFetching: false,
      error: 'offline',
    });
    await collection.fetchIfNeeded();
    expect(collection.$store.get()).toMatchObject({ data: { data: [3] }, error: null });
  });
});
