/**
 * The S3 side of uploads the browser sends straight to the bucket: a presigned PUT whose URL
 * signs the Content-Type and Content-Length, and the server-side copy that publishes a checked upload from
 * staging/ to media/ without its bytes leaving S3, and only the version that was checked
 * (src/features/podcast/server/upload/staging.ts).
 */
import { CopyObjectCommand, PutObjectCommand, getSignedUrl } from './s3-sdk.ts';
import type { S3Client } from './vendor/aws-sdk.mjs';
import { assertKey } from './keys.ts';
import { mapS3Error, signedHeaders } from './s3-util.ts';
import type { CopyOptions, PresignedUpload } from './types.ts';
import { systemClock } from '../../shared/clock.ts';

/** What a presigned PUT fixes: its type, its life and, when known, its exact length. */
export interface PutSigning {
  contentType: string;
  expiresInSeconds: number;
  contentLength?: number | undefined;
}

/**
 * A URL to PUT the key with exactly this Content-Type (and Content-Length, when given), good for
 * `expiresInSeconds`. A request with another type or length fails its signature (403).
 */
export async function presignPut(
  client: S3Client,
  bucket: string,
  key: string,
  signing: PutSigning,
): Promise<PresignedUpload> {
  assertKey(key);
  const { contentType, expiresInSeconds, contentLength } = signing;
  const command = new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    ContentType: contentType,
    ...(contentLength === undefined ? {} : { ContentLength: contentLength }),
  });
  const url = await getSignedUrl(client, command, {
    expiresIn: expiresInSeconds,
    ...signedHeaders(contentLength !== undefined),
  });
  return {
    url,
    method: 'PUT',
    // the browser sets Content-Length itself from the body (it may not be set by a page)
    headers: { 'Content-Type': contentType },
    expiresAt: new Date(systemClock.now() + expiresInSeconds * 1000),
  };
}

/**
 * Copies `from` to `to` inside the bucket, giving the copy this Content-Type; with `ifMatch`,
 * S3 copies only that version of the source (CopySourceIfMatch) and answers 412 otherwise.
 */
export async function copyObject(
  client: S3Client,
  bucket: string,
  from: string,
  to: string,
  options: CopyOptions,
): Promise<void> {
  assertKey(from);
  assertKey(to);
  const ifMatch = options.ifMatch === undefined ? undefined : `"${options.ifMatch}"`;
  const command = new CopyObjectCommand({
    Bucket: bucket,
    Key: to,
    CopySource: `${bucket}/${from}`,
    ContentType: options.contentType,
    MetadataDirective: 'REPLACE',
    ...(ifMatch === undefined ? {} : { CopySourceIfMatch: ifMatch }),
  });
  // Ceph radosgw reads the condition from its own older header name and ignores AWS's
  if (ifMatch !== undefined)
    command.middlewareStack.add(
      (next) => (args) => {
        (args.request as { headers: Record<string, string> }).headers['x-amz-copy-if-match'] =
          ifMatch;
        return next(args);
      },
      { step: 'build', name: 'dccRadosgwCopyIfMatch' },
    );
  try {
    await client.send(command);
  } catch (error) {
    throw mapS3Error(error, from);
  }
}
