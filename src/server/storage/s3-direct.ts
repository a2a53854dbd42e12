/**
 * The S3 side of uploads the browser sends straight to the bucket: a presigned PUT whose URL
 * signs the Content-Type, and the server-side copy that publishes a checked upload from
 * staging/ to media/ without its bytes leaving S3 (podcast/upload/staging.ts).
 */
import { CopyObjectCommand, PutObjectCommand, getSignedUrl } from './vendor/aws-sdk.mjs';
import type { S3Client } from './vendor/aws-sdk.mjs';
import { assertKey } from './keys.ts';
import { mapS3Error, SIGN_CONTENT_TYPE } from './s3-util.ts';
import type { PresignedUpload } from './types.ts';

/** A URL to PUT the key with exactly this Content-Type, good for `expiresInSeconds`. */
export async function presignPut(
  client: S3Client,
  bucket: string,
  key: string,
  contentType: string,
  expiresInSeconds: number,
): Promise<PresignedUpload> {
  assertKey(key);
  const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType });
  const url = await getSignedUrl(client, command, {
    expiresIn: expiresInSeconds,
    ...SIGN_CONTENT_TYPE,
  });
  return {
    url,
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
  };
}

/** Copies `from` to `to` inside the bucket, giving the copy this Content-Type. */
export async function copyObject(
  client: S3Client,
  bucket: string,
  from: string,
  to: string,
  contentType: string,
): Promise<void> {
  assertKey(from);
  assertKey(to);
  try {
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: `${bucket}/${from}`,
        ContentType: contentType,
        MetadataDirective: 'REPLACE',
      }),
    );
  } catch (error) {
    throw mapS3Error(error, from);
  }
}
