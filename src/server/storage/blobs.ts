/**
 * Netlify Blobs storage: what a demo deploy on Netlify keeps its podcast in when no S3 bucket is
 * configured. Every function of a Netlify site can reach the deploy's Blobs store with no setup
 * (the runtime hands over `NETLIFY_BLOBS_CONTEXT`), so an episode one function stores is seen by
 * the others, which the per-instance temp folder cannot offer; and a deploy-scoped store starts
 * empty with each deploy, as a demo should. Blobs takes whole bodies, not streams, so a body is
 * held in memory (bounded; a Netlify function accepts at most 6 MB per request anyway). Byte
 * ranges are cut from the stored body while it streams out.
 */
import { getDeployStore, type Store } from '@netlify/blobs';
import pLimit from 'p-limit';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { assertKey, assertPrefix, resolveRange } from './keys.ts';
import { readBounded, unquote } from './s3-util.ts';
import {
  NotFound,
  PreconditionFailed,
  type ByteRange,
  type GetResult,
  type PutOptions,
  type Storage,
  type StoredObject,
  type SuffixRange,
} from './types.ts';

/** The largest body Blobs storage holds in memory on its way in. */
export const MAX_BLOB_BYTES = 100 * 1024 * 1024;

interface Facts {
  contentType: string;
  size: number;
  lastModified: string;
}

const isFacts = (value: unknown): value is Facts =>
  typeof value === 'object' && value !== null && 'size' in value && 'contentType' in value;

function stored(key: string, etag: string | undefined, metadata: unknown): StoredObject {
  const facts = isFacts(metadata)
    ? metadata
    : { contentType: 'application/octet-stream', size: 0, lastModified: new Date(0).toISOString() };
  return {
    key,
    size: facts.size,
    etag: unquote(etag ?? ''),
    contentType: facts.contentType,
    lastModified: new Date(facts.lastModified),
  };
}

/** The bytes from `start` to `end` (inclusive) of a stream, the rest skipped. */
async function* slice(body: Readable, start: number, end: number): AsyncGenerator<Buffer> {
  let offset = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    const from = Math.max(start - offset, 0);
    const to = Math.min(end + 1 - offset, buffer.length);
    if (from < to) yield buffer.subarray(from, to);
    offset += buffer.length;
    if (offset > end) break;
  }
  body.destroy();
}

/** Storage in the deploy's Netlify Blobs store `name`. */
export class BlobsStorage implements Storage {
  readonly #store: Store;

  constructor(name: string) {
    // strong: the feed's conditional writes must see the latest version
    this.#store = getDeployStore({ name, consistency: 'strong' });
  }

  async get(key: string, range?: ByteRange | SuffixRange): Promise<GetResult> {
    assertKey(key);
    const found = await this.#store.getWithMetadata(key, { type: 'stream' });
    if (!found) throw new NotFound(`No object at "${key}"`);
    const object = stored(key, found.etag, found.metadata);
    const body = Readable.fromWeb(found.data as NodeReadableStream);
    if (!range) return { ...object, body };
    let span: { start: number; end: number };
    try {
      span = resolveRange(range, object.size);
    } catch (error) {
      body.destroy();
      throw error;
    }
    return { ...object, body: Readable.from(slice(body, span.start, span.end)), range: span };
  }

  async head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const found = await this.#store.getMetadata(key);
    return found ? stored(key, found.etag, found.metadata) : null;
  }

  async put(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject> {
    assertKey(key);
    const bytes =
      body instanceof Readable
        ? await readBounded(body, MAX_BLOB_BYTES, 'A file in Netlify Blobs storage')
        : Buffer.from(body);
    const facts: Facts = {
      contentType: options.contentType || 'application/octet-stream',
      size: bytes.length,
      lastModified: new Date().toISOString(),
    };
    const data = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.length,
    ) as ArrayBuffer;
    const conditions =
      options.ifMatch !== undefined
        ? { onlyIfMatch: `"${unquote(options.ifMatch)}"` }
        : options.ifNoneMatch === '*'
          ? { onlyIfNew: true }
          : {};
    const result = await this.#store.set(key, data, { metadata: { ...facts }, ...conditions });
    if (!result.modified)
      throw new PreconditionFailed(`The precondition for "${key}" did not hold`);
    options.onProgress?.(bytes.length);
    const etag = result.etag ?? (await this.#store.getMetadata(key))?.etag;
    return stored(key, etag, facts);
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.#store.delete(key);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    assertPrefix(prefix);
    const { blobs } = await this.#store.list({ prefix });
    const limit = pLimit(8);
    const found = await Promise.all(blobs.map((blob) => limit(() => this.head(blob.key))));
    return found
      .filter((o): o is StoredObject => o !== null)
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  presignUpload(): Promise<null> {
    return Promise.resolve(null);
  }
}
