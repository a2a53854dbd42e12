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

/** A GET a page started as it parsed, before any collection for it was made. */
interface Early {
  answer: Promise<unknown>;
  /** Set once the answer has come. */
  arrived?: { data: unknown };
}
const early = new Map<string, Early>();
/** The GET collections made so far, by path (a bundle may make them before a page preloads). */
const made = new Map<string, CollectionStore<unknown>>();

/**
 * Asks for `path` now, for the collection a page's island reads: one already made fetches if it
 * needs to; one made later starts with the answer, or with this request under way
 * (src/app/browser/live-data.ts).
 */
export function preloadCollection(path: string): void {
  const collection = made.get(path);
  if (collection) return void collection.fetchIfNeeded();
  if (early.has(path)) return;
  const entry: Early = { answer: apiFetch(path) };
  entry.answer.then(
    (data) => (entry.arrived = { data }),
    () => {},
  );
  early.set(path, entry);
}

/**
 * Makes a collection for a GET endpoint, taking the answer preloadCollection asked for, if any.
 * `now` is injectable for tests; `load` asks the server (GET `path` unless given, as for a POST
 * that answers a fresh URL).
 */
export function createCollection<T>(
  path: string,
  now: () => number = Date.now,
  load?: () => Promise<T>,
): CollectionStore<T> {
  const get = load ?? (() => apiFetch<T>(path));
  const taken = load ? undefined : early.get(path);
  early.delete(path);
  const $store = map<CollectionState<T>>(
    taken?.arrived
      ? { ...initial<T>(), lastUpdated: now(), data: taken.arrived.data as T }
      : initial<T>(),
  );
  const invalidate = () => $store.setKey('didInvalidate', true);
  let running: Promise<void> = Promise.resolve();
  const fetchIfNeeded = () => {
    if (!shouldFetch($store.get())) return Promise.resolve();
    running = fetchNow(get());
    return running;
  };
  const fetchNow = async (answer: Promise<T>) => {
    $store.set({ ...$store.get(), isFetching: true, didInvalidate: false });
    try {
      const data = await answer;
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
  if (taken && !taken.arrived) running = fetchNow(taken.answer as Promise<T>);
  const collection: CollectionStore<T> = {
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
  if (!load) made.set(path, collection);
  return collection;
}
