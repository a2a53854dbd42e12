/**
 * S3 storage (production; tested against Ceph radosgw). Large unconditional puts stream through
 * lib-storage's multipart Upload; conditional puts (the podcast feed) are single PutObjects with
 * IfMatch / IfNoneMatch, so S3 itself decides which of two racing writers wins.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  Upload,
  paginateListObjectsV2,
} from './vendor/aws-sdk.mjs';
import type { S3Client } from './vendor/aws-sdk.mjs';
import { s3ClientFor } from './s3-client.ts';
import { copyObject, presignPut } from './s3-direct.ts';
import { S3PartUploads } from './s3-parts.ts';
import pLimit from 'p-limit';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../config/index.ts';
import { assertKey, assertPrefix, assertRange } from './keys.ts';
import {
  describe,
  mapS3Error,
  parseContentRange,
  rangeHeader,
  readBounded,
  statusOf,
  unquote,
} from './s3-util.ts';
import {
  NotFound,
  PreconditionFailed,
  RangeNotSatisfiable,
  type ByteRange,
  type GetResult,
  type PartUploads,
  type PresignedUpload,
  type PutOptions,
  type Storage,
  type StoredObject,
  type SuffixRange,
} from './types.ts';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** A conditional put's body is read into memory; it is meant for feeds, not audio. */
export const MAX_CONDITIONAL_BYTES = 16 * 1024 * 1024;
// S3's smallest part; with four in flight an upload holds about 20 MB whatever its size
const PART_SIZE = 5 * 1024 * 1024;

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
      return this.#putConditional(key, body, { ...options, contentType });
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 4,
      leavePartsOnError: false, // a failed upload leaves nothing behind
    });
    if (options.onProgress) {
      const report = options.onProgress;
      upload.on('httpUploadProgress', (p) => p.loaded !== undefined && report(p.loaded));
    }
    try {
      await upload.done();
    } catch (error) {
      throw mapS3Error(error, key);
    }
    // a multipart upload's answer carries no usable ETag on radosgw; ask for the stored facts
    const stored = await this.head(key);
    if (!stored) throw new NotFound(`"${key}" vanished right after its upload`);
    return stored;
  }

  async #putConditional(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject> {
    const bytes =
      body instanceof Readable ? await readBounded(body, MAX_CONDITIONAL_BYTES) : Buffer.from(body);
    try {
      const out = await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: options.contentType,
          // radosgw compares If-Match with the bare ETag; AWS accepts it bare as well
          IfMatch: options.ifMatch === undefined ? undefined : unquote(options.ifMatch),
          IfNoneMatch: options.ifNoneMatch,
        }),
      );
      options.onProgress?.(bytes.length);
      // the ETag of this very write: a head could already see a later writer's object
      const etag = unquote(out.ETag ?? '');
      return {
        key,
        size: bytes.length,
        etag,
        contentType: options.contentType,
        lastModified: new Date(),
      };
    } catch (error) {
      // AWS answers If-Match on a missing key with 404; to the caller that is a failed precondition
      if (options.ifMatch !== undefined && statusOf(error) === 404)
        throw new PreconditionFailed(`The object at "${key}" is gone`);
      throw mapS3Error(error, key);
    }
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
  ): Promise<PresignedUpload> {
    return presignPut(this.#client, this.#bucket, key, contentType, expiresInSeconds);
  }

  async copy(from: string, to: string, options: { contentType: string }): Promise<StoredObject> {
    await copyObject(this.#client, this.#bucket, from, to, options.contentType);
    const copied = await this.head(to);
    if (!copied) throw new NotFound(`The copy of "${from}" to "${to}" is missing`);
    return copied;
  }

  partUploads(): PartUploads {
    return new S3PartUploads(this.#client, this.#bucket);
  }
}
