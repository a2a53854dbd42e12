/**
 * A fetch-state collection per API resource (docs/requirements.md section 4): invalidate, request, receive;
 * fetched only when empty, or when invalidated and not already fetching.
 */
import { map, type MapStore } from 'nanostores';
import { apiFetch } from '../net/api.ts';

export interface CollectionState<T> {
  isFetching: boolean;
  didInvalidate: boolean;
  lastUpdated: number | null;
  data: T | null;
  /** The last failure's message, so islands can show a failed state. */
  error: string | null;
}

export interface CollectionStore<T> {
  /** The API path it GETs. */
  path: string;
  $store: MapStore<CollectionState<T>>;
  /** Marks the data stale; the next fetchIfNeeded fetches again. */
  invalidate(): void;
  /** Fetches when the rules say so; failures are logged, never thrown. */
  fetchIfNeeded(): Promise<void>;
  /** Resolves when the fetch under way (if any) has ended, so concurrent callers share it. */
  settled(): Promise<void>;
  /** invalidate + fetchIfNeeded. */
  refresh(): Promise<void>;
}

/** True when a collection in this state should be fetched. */
export function shouldFetch(state: CollectionState<unknown>): boolean {
  if (state.data === null && !state.isFetching) return true;
  if (state.isFetching) return false;
  return state.didInvalidate;
}

const initial = <T>(): CollectionState<T> => ({
  isFetching: false,
  didInvalidate: false,
  lastUpdated: null,
  data: null,
  error: null,
});

/**
 * Makes a collection for a GET endpoint. `now` is injectable for tests; `load` asks the server
 * (GET `path` unless given, as for a POST that answers a fresh URL).
 */
export function createCollection<T>(
  path: string,
  now: () => number = Date.now,
  load: () => Promise<T> = () => apiFetch<T>(path),
): CollectionStore<T> {
  const $store = map<CollectionState<T>>(initial<T>());
  const invalidate = () => $store.setKey('didInvalidate', true);
  let running: Promise<void> = Promise.resolve();
  const fetchIfNeeded = () => {
    if (!shouldFetch($store.get())) return Promise.resolve();
    running = fetchNow();
    return running;
  };
  const fetchNow = async () => {
    $store.set({ ...$store.get(), isFetching: true, didInvalidate: false });
    try {
      const data = await load();
      $store.set({
        isFetching: false,
        didInvalidate: false,
        lastUpdated: now(),
        data,
        error: null,
      });
    } catch (error) {
      console.error(`GET ${path} failed:`, error);
      $store.set({
        ...$store.get(),
        isFetching: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return {
    path,
    $store,
    invalidate,
    fetchIfNeeded,
    settled: () => running,
    refresh: async () => {
      invalidate();
      await fetchIfNeeded();
    },
  };
}
