/**
 * The storage backend, picked once from the typed config (docs/code-style.md habit 4): files under
 * DATA_DIR/storage by default, S3 once S3_BUCKET is set. Functions never branch on the mode.
 */
import { config, type Config, type StorageConfig } from '../config/index.ts';
import { DemoMediaStorage } from '../demo/sermons/demo-media.ts';
import { FsStorage } from './fs.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/** A storage for the given settings (tests make their own; the app uses getStorage). */
export function createStorage(settings: StorageConfig): Storage {
  return settings.kind === 'fs' ? new FsStorage(settings.dir) : new S3Storage(settings);
}

let instance: { for: Config; storage: Storage } | undefined;

/**
 * The process's storage; made again only when the config is re-read (tests reset it). In demo
 * mode the demo sermons' audio is made on request instead of stored (demo/sermons/demo-media.ts).
 */
export function getStorage(): Storage {
  const current = config();
  if (instance?.for !== current) {
    const storage = createStorage(current.storage);
    instance = { for: current, storage: current.demo ? new DemoMediaStorage(storage) : storage };
  }
  return instance.storage;
}
