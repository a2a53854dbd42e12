/**
 * File-system storage under one root (DATA_DIR/storage locally):
 *   objects/<key>       the bytes, a plain file
 *   meta/<key>.json     etag, content type and the identity of the file it describes
 *   tmp/, locks/        bodies being written, per-key lock files
 * A put streams to tmp/ while hashing, then under the key's lock checks its precondition and
 * renames data and sidecar into place. Readers match the sidecar to the file they opened (by
 * inode and size) and retry in the instant between the two renames, so they see the old or the
 * new object whole, never a mix.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { KeyLocks } from './fs-lock.ts';
import { assertKey, assertPrefix, resolveRange } from './keys.ts';
import { readConsistent, type Meta } from './fs-meta.ts';
import { moveInto, writeDurably, writeHashed } from './fs-write.ts';
import {
  InvalidKey,
  NotFound,
  PreconditionFailed,
  type ByteRange,
  type CopyOptions,
  type GetResult,
  type PutOptions,
  type Storage,
  type StoredObject,
  type SuffixRange,
} from './types.ts';

/** Storage in plain files under `root`; see the file comment for the layout. */
export class FsStorage implements Storage {
  readonly #root: string;
  readonly #locks: KeyLocks;
  #ready: Promise<unknown> | undefined;

  constructor(root: string) {
    this.#root = root;
    this.#locks = new KeyLocks(join(root, 'locks'));
  }

  #dirs(): Promise<unknown> {
    this.#ready ??= Promise.all(
      ['objects', 'meta', 'tmp', 'locks'].map((d) =>
        mkdir(join(this.#root, d), { recursive: true }),
      ),
    );
    return this.#ready;
  }

  #paths(key: string): { data: string; meta: string } {
    return {
      data: join(this.#root, 'objects', key),
      meta: join(this.#root, 'meta', `${key}.json`),
    };
  }

  async get(key: string, range?: ByteRange | SuffixRange): Promise<GetResult> {
    assertKey(key);
    const found = await readConsistent(this.#paths(key), true);
    if (!found) throw new NotFound(`No object at "${key}"`);
    const { meta, handle, mtime } = found;
    try {
      const span = range ? resolveRange(range, meta.size) : undefined;
      const body = handle!.createReadStream(span ?? { start: 0 });
      return { ...toStored(key, meta, mtime), body, ...(span ? { range: span } : {}) };
    } catch (error) {
      await handle!.close();
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const found = await readConsistent(this.#paths(key), false);
    return found && toStored(key, found.meta, found.mtime);
  }

  async put(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject> {
    assertKey(key);
    await this.#dirs();
    const tmp = join(this.#root, 'tmp', randomUUID());
    try {
      const written = await writeHashed(tmp, body, options.onProgress);
      const { etag, size, ino } = written;
      const contentType = options.contentType || 'application/octet-stream';
      const meta: Meta = { etag, size, ino, contentType };
      await this.#locks.with(key, async () => {
        const current = await this.head(key);
        if (options.ifNoneMatch === '*' && current)
          throw new PreconditionFailed(`An object already exists at "${key}"`);
        if (options.ifMatch !== undefined && current?.etag !== unquote(options.ifMatch))
          throw new PreconditionFailed(`The object at "${key}" has changed (or is gone)`);
        await this.#commit(key, tmp, meta);
      });
      // what this put wrote, even if another writer has replaced it since
      return toStored(key, meta, written.mtime);
    } finally {
      await Promise.all([rm(tmp, { force: true }), rm(`${tmp}.json`, { force: true })]);
    }
  }

  async #commit(key: string, tmp: string, meta: Meta): Promise<void> {
    const paths = this.#paths(key);
    await writeDurably(`${tmp}.json`, [Buffer.from(JSON.stringify(meta))]);
    try {
      await moveInto(tmp, paths.data);
      await moveInto(`${tmp}.json`, paths.meta);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTEMPTY')
        throw new InvalidKey(
          `Cannot store "${key}": the file-system storage cannot hold both a key and keys under it`,
        );
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.#dirs();
    const paths = this.#paths(key);
    await this.#locks.with(key, async () => {
      await rm(paths.data, { force: true });
      await rm(paths.meta, { force: true });
    });
    // S3 has no folders: drop the ones this delete emptied so the key can later be a file
    for (const top of ['objects', 'meta'] as const) {
      let dir = dirname(top === 'objects' ? paths.data : paths.meta);
      while (
        dir !== join(this.#root, top) &&
        (await rmdir(dir).then(
          () => true,
          () => false,
        ))
      )
        dir = dirname(dir);
    }
  }

  async copy(from: string, to: string, options: CopyOptions): Promise<StoredObject> {
    // the open file is the version its etag names, whatever is renamed over the key meanwhile
    const source = await this.get(from);
    if (options.ifMatch !== undefined && source.etag !== unquote(options.ifMatch)) {
      source.body.destroy();
      throw new PreconditionFailed(`The object at "${from}" has changed (or is gone)`);
    }
    return this.put(to, source.body, { contentType: options.contentType });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    assertPrefix(prefix);
    const objects = join(this.#root, 'objects');
    const start = join(objects, prefix.slice(0, prefix.lastIndexOf('/') + 1));
    let entries;
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const keys = entries
      .filter((e) => e.isFile())
      .map((e) => relative(objects, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
    const found = await Promise.all(keys.map((key) => this.head(key)));
    return found.filter((o): o is StoredObject => o !== null);
  }

  presignUpload(): Promise<null> {
    return Promise.resolve(null); // the browser uploads through the function instead
  }

  partUploads(): null {
    return null;
  }
}

function toStored(key: string, meta: Meta, lastModified: Date): StoredObject {
  return { key, size: meta.size, etag: meta.etag, contentType: meta.contentType, lastModified };
}

function unquote(etag: string): string {
  return etag.replace(/^(W\/)?"(.*)"$/, '$2');
}
