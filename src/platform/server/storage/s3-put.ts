/**
 * The two ways the S3 storage (s3.ts) writes an object: large unconditional bodies stream
 * through lib-storage's multipart Upload; conditional puts (the podcast feed) are single
 * PutObjects with IfMatch / IfNoneMatch, so S3 itself decides which of two racing writers wins.
 */
import { PutObjectCommand, Upload } from './s3-sdk.ts';
import type { S3Client } from './vendor/aws-sdk.mjs';
import { Readable } from 'node:stream';
import { mapS3Error, readBounded, statusOf, unquote } from './s3-util.ts';
import { PreconditionFailed, type PutOptions, type StoredObject } from './types.ts';
import { systemClock } from '../../shared/clock.ts';

/** A conditional put's body is read into memory; it is meant for feeds, not audio. */
export const MAX_CONDITIONAL_BYTES = 16 * 1024 * 1024;
// S3's smallest part; with four in flight an upload holds about 20 MB whatever its size
const PART_SIZE = 5 * 1024 * 1024;

type Body = Readable | Uint8Array | string;

/** Streams the body to the key in parts; a failed upload leaves nothing behind. */
export async function putStreaming(
  client: S3Client,
  bucket: string,
  key: string,
  body: Body,
  options: PutOptions,
): Promise<void> {
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: body, ContentType: options.contentType },
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
}

/** Writes the body only if the put's IfMatch / IfNoneMatch holds; returns what it wrote. */
export async function putConditional(
  client: S3Client,
  bucket: string,
  key: string,
  body: Body,
  options: PutOptions,
): Promise<StoredObject> {
  const bytes =
    body instanceof Readable ? await readBounded(body, MAX_CONDITIONAL_BYTES) : Buffer.from(body);
  try {
    const out = await client.send(
      new PutObjectCommand({
        Bucket: bucket,
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
      lastModified: new Date(systemClock.now()),
    };
  } catch (error) {
    // AWS answers If-Match on a missing key with 404; to the caller that is a failed precondition
    if (options.ifMatch !== undefined && statusOf(error) === 404)
      throw new PreconditionFailed(`The object at "${key}" is gone`);
    throw mapS3Error(error, key);
  }
}
