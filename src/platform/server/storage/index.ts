/**
 * The storage backends (docs/code-style.md habit 4): files under DATA_DIR/storage by default, S3
 * once S3_BUCKET is set. Functions never branch on the mode: they take the process's storage
 * from the composition root (src/app/composition.ts, serverDeps).
 */
import type { Clock } from '../../shared/clock.ts';
import type { StorageConfig } from '../config/types.ts';
import { ExpiringStorage, type Expiry } from './expiry.ts';
import { FsStorage } from './fs.ts';
import { LazyS3Storage } from './s3-lazy.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/** Prefixes whose objects expire, and the clock that says when: the bucket's lifecycle rules. */
export interface Lifecycle {
  expiries: readonly Expiry[];
  clock: Clock;
}

/**
 * A storage for the given settings (tests make their own; the app's comes from composition.ts's serverDeps).
 * S3's loads the AWS SDK only when first used (s3-lazy.ts) and leaves expiry to the bucket's
 * rules; files expire the lifecycle's prefixes themselves (expiry.ts).
 */
export function createStorage(settings: StorageConfig, lifecycle?: Lifecycle): Storage {
  if (settings.kind !== 'fs') return new LazyS3Storage(settings);
  const files = new FsStorage(settings.dir);
  return lifecycle ? new ExpiringStorage(files, lifecycle.expiries, lifecycle.clock) : files;
}
