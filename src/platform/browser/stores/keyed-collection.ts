/**
 * A collection per key (docs/code-style.md habit 6): one collection store for each item a page
 * asks for by id, such as a person in the directory, made on first use and dropped by `clear`
 * (logout). Each follows createCollection's rules: concurrent callers share one request, and a
 * failure is logged and not kept, so the next call asks again.
 */
import { createCollection, type CollectionStore } from './collection.ts';

export interface KeyedCollection<T> {
  /** The key's collection store, made on first use. */
  collectionFor(key: string): CollectionStore<T>;
  /** The key's data, fetched if needed; rejects with the failure's message when it fails. */
  get(key: string): Promise<T>;
  /** The key's data asked for again (invalidate, then get): for answers that expire soon. */
  fresh(key: string): Promise<T>;
  /** Forgets every key. */
  clear(): void;
}

/** Makes a keyed collection over `pathFor(key)`; `load` is injectable for tests. */
export function createKeyedCollection<T>(
  pathFor: (key: string) => string,
  load?: (key: string) => Promise<T>,
): KeyedCollection<T> {
  const stores = new Map<string, CollectionStore<T>>();
  const collectionFor = (key: string) => {
    let store = stores.get(key);
    if (!store) {
      store = createCollection<T>(pathFor(key), Date.now, load && (() => load(key)));
      stores.set(key, store);
    }
    return store;
  };
  const get = async (key: string) => {
    const store = collectionFor(key);
    await store.fetchIfNeeded();
    await store.settled();
    const { data, error } = store.$store.get();
    if (data === null || error !== null) throw new Error(error ?? `GET ${store.path} failed`);
    return data;
  };
  return {
    collectionFor,
    get,
    fresh(key) {
      collectionFor(key).invalidate();
      return get(key);
    },
    clear: () => stores.clear(),
  };
}
