/**
 * What an S3 lifecycle rule's Expiration does, for file storage (`npm start`, a demo deploy):
 * objects under a prefix are removed some days after their last write. On S3 the bucket's own
 * rules do it (`npm run setup-bucket`, tools/bucket/rules.ts). Here a write under the prefix
 * starts a sweep of it, at most once an hour per storage object and in the background, so the
 * write that starts it (a failed login) never waits for it.
 */
import type { Clock } from '../../shared/clock.ts';
import type { Storage, StoredObject } from './types.ts';

/** A prefix whose objects are removed `days` after their last write. */
export interface Expiry {
  prefix: string;
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often at most one storage object sweeps a prefix. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

const expired = (object: StoredObject, expiry: Expiry, now: number) =>
  now - object.lastModified.getTime() > expiry.days * DAY_MS;

/** Removes the objects under the prefix last written more than its days before `now`. */
export async function removeExpired(storage: Storage, expiry: Expiry, now: number): Promise<void> {
  for (const object of await storage.list(expiry.prefix)) {
    if (!expired(object, expiry, now)) continue;
    // looked at again just before: a write since the listing keeps the object
    const current = await storage.head(object.key);
    if (current && expired(current, expiry, now)) await storage.delete(object.key);
  }
}

/**
 * The storage with its expiring prefixes swept after writes (see the file comment). `sweeps`
 * holds the sweep under way, for a caller (a test) that must see it end.
 */
export class ExpiringStorage implements Storage {
  readonly #inner: Storage;
  readonly #expiries: readonly Expiry[];
  readonly #clock: Clock;
  readonly #sweptAt = new Map<string, number>();
  sweeps: Promise<void> = Promise.resolve();

  constructor(inner: Storage, expiries: readonly Expiry[], clock: Clock) {
    this.#inner = inner;
    this.#expiries = expiries;
    this.#clock = clock;
  }

  #afterWrite(key: string): void {
    const now = this.#clock.now();
    for (const expiry of this.#expiries) {
      if (!key.startsWith(expiry.prefix)) continue;
      const last = this.#sweptAt.get(expiry.prefix);
      if (last !== undefined && now - last < SWEEP_EVERY_MS) continue;
      this.#sweptAt.set(expiry.prefix, now);
      this.sweeps = this.sweeps
        .then(() => removeExpired(this.#inner, expiry, now))
        .catch((error: unknown) => console.warn(`Could not sweep ${expiry.prefix}:`, error));
    }
  }

  put: Storage['put'] = async (key, ...rest) => {
    const stored = await this.#inner.put(key, ...rest);
    this.#afterWrite(key);
    return stored;
  };
  copy: Storage['copy'] = async (from, to, options) => {
    const stored = await this.#inner.copy(from, to, options);
    this.#afterWrite(to);
    return stored;
  };
  get: Storage['get'] = (...args) => this.#inner.get(...args);
  head: Storage['head'] = (...args) => this.#inner.head(...args);
  delete: Storage['delete'] = (...args) => this.#inner.delete(...args);
  list: Storage['list'] = (...args) => this.#inner.list(...args);
  presignUpload: Storage['presignUpload'] = (...args) => this.#inner.presignUpload(...args);
  partUploads: Storage['partUploads'] = () => this.#inner.partUploads();
}
