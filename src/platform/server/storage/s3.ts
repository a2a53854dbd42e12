/**
 * S3 storage (production; tested against Ceph radosgw). How it writes, streamed or conditional,
 * is in s3-put.ts.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
} from './s3-sdk.ts';
import type { S3Client } from './vendor/aws-sdk.mjs';
import { s3ClientFor } from './s3-client.ts';
import { copyObject, presignPut } from './s3-direct.ts';
import { S3PartUploads } from './s3-parts.ts';
import { putConditional, putStreaming } from './s3-put.ts';
import pLimit from 'p-limit';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config/types.ts';
import { assertKey, assertPrefix, assertRange } from './keys.ts';
import { describe, mapS3Error, parseContentRange, rangeHeader, statusOf } from './s3-util.ts';
import {
  NotFound,
  RangeNotSatisfiable,
  type ByteRange,
  type CopyOptions,
  type GetResult,
  type PartUploads,
  type PresignedUpload,
  type PutOptions,
  type Storage,
  type StoredObject,
  type SuffixRange,
} from './types.ts';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** Storage in one S3 bucket. */
export class S3Storage implements Storage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3StorageConfig) {
    this.#bucket = config.bucket;
    this.#client = s3ClientFor(config);
  }

  async get(key: string, range?: ByteRange | SuffixRange): Promise<GetResult> {
    assertKey(key);
    if (range) assertRange(range);
    if (range && 'suffix' in range && range.suffix === 0) {
      const size = (await this.head(key))?.size;
      if (size === undefined) throw new NotFound(`No object at "${key}"`);
      throw new RangeNotSatisfiable(`No bytes in the last 0 of "${key}"`, size);
    }
    try {
      const out = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key, Range: rangeHeader(range) }),
      );
      const span = parseContentRange(out.ContentRange);
      return {
        ...describe(key, out),
        size: span?.size ?? out.ContentLength ?? 0,
        body: out.Body as Readable,
        ...(range && span ? { range: { start: span.start, end: span.end } } : {}),
      };
    } catch (error) {
      if (statusOf(error) === 416) {
        const size = (await this.head(key))?.size ?? 0;
        throw new RangeNotSatisfiable(`The range lies past the end of "${key}"`, size);
      }
      throw mapS3Error(error, key);
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const out = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return describe(key, out);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw mapS3Error(error, key);
    }
  }

  async put(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject> {
    assertKey(key);
    const contentType = options.contentType || 'application/octet-stream';
    if (options.ifMatch !== undefined || options.ifNoneMatch !== undefined)
      return putConditional(this.#client, this.#bucket, key, body, { ...options, contentType });
    await putStreaming(this.#client, this.#bucket, key, body, { ...options, contentType });
    // a multipart upload's answer carries no usable ETag on radosgw; ask for the stored facts
    const stored = await this.head(key);
    if (!stored) throw new NotFound(`"${key}" vanished right after its upload`);
    return stored;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) !== 404) throw mapS3Error(error, key);
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    assertPrefix(prefix);
    const keys: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.#client },
      { Bucket: this.#bucket, Prefix: prefix },
    );
    for await (const page of pages)
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    // listings carry no content type; a few heads at a time fill it in
    const limit = pLimit(8);
    const found = await Promise.all(keys.map((key) => limit(() => this.head(key))));
    return found
      .filter((o): o is StoredObject => o !== null)
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  presignUpload(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    contentLength?: number,
  ): Promise<PresignedUpload> {
    return presignPut(this.#client, this.#bucket, key, {
      contentType,
      expiresInSeconds,
      contentLength,
    });
  }

  async copy(from: string, to: string, options: CopyOptions): Promise<StoredObject> {
    await copyObject(this.#client, this.#bucket, from, to, options);
    const copied = await this.head(to);
    if (!copied) throw new NotFound(`The copy of "${from}" to "${to}" is missing`);
    return copied;
  }

  partUploads(): PartUploads {
    return new S3PartUploads(this.#client, this.#bucket);
  }
}
