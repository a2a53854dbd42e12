/**
 * A small per-instance cache: fresh answers for `ttlMs`, and one upstream call shared by
 * concurrent callers. A failure is the caller's: the last good answer is `keepLastGood`'s
 * (last-good.ts; docs/code-style.md habit 4).
 */

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

export interface TtlCache {
  /** The cached value when fresh; otherwise load() once, shared by concurrent callers. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything (tests, and a config change). */
  clear(): void;
}

/** Makes a cache; see the module comment. */
export function createCache(options: CacheOptions): TtlCache {
  const entries = new Map<string, Entry<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();

  const remember = (key: string, value: unknown) => {
    entries.delete(key); // re-insert so Map order is least-recently-stored first
    entries.set(key, { value, storedAt: options.now() });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const refresh = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const value = await load();
    remember(key, value);
    return value;
  };

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && options.now() - entry.storedAt < options.ttlMs) return entry.value as T;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const promise = refresh(key, load).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}
