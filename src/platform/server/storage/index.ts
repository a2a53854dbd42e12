/**
 * The storage backends (docs/code-style.md habit 4): files under DATA_DIR/storage by default, S3
 * once S3_BUCKET is set. Functions never branch on the mode: they take the process's storage
 * from the composition root (src/app/composition.ts, serverDeps).
 */
import type { StorageConfig } from '../config/types.ts';
import { FsStorage } from './fs.ts';
import { LazyS3Storage } from './s3-lazy.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/**
 * A storage for the given settings (tests make their own; the app's comes from composition.ts's serverDeps).
 * S3's loads the AWS SDK only when first used (s3-lazy.ts).
 */
export function createStorage(settings: StorageConfig): Storage {
  return settings.kind === 'fs' ? new FsStorage(settings.dir) : new LazyS3Storage(settings);
}
