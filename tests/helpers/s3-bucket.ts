/**
 * The test buckets on the suite's S3 server (s3.ts starts it): a fresh bucket per suite, and the
 * public read of media that `npm run setup-bucket` gives a church's bucket.
 */
import {
  CreateBucketCommand,
  PutBucketPolicyCommand,
  S3Client,
} from '../../src/platform/server/storage/vendor/aws-sdk.mjs';
import { randomBytes } from 'node:crypto';
import type { StorageConfig } from '../../src/platform/server/config/index.ts';
import { s3ClientFor } from '../../src/platform/server/storage/s3-client.ts';
import { publicReadStatement, withStatement } from '../../tools/bucket/rules.ts';
import type { S3TestServer } from './s3.ts';

/** Creates a fresh bucket on the test server and returns the storage settings for it. */
export async function s3Bucket(
  server: S3TestServer,
  purpose: string,
): Promise<Extract<StorageConfig, { kind: 's3' }>> {
  const bucket = `${purpose.toLowerCase().replace(/[^a-z0-9-]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const credentials = { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey };
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    credentials,
    forcePathStyle: true,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    kind: 's3',
    bucket,
    region: server.region,
    endpoint: server.endpoint,
    credentials,
    forcePathStyle: true,
  };
}

/** Lets anyone read `keys` of a test bucket, as `npm run setup-bucket` does for a church's. */
export async function allowPublicRead(
  bucket: Extract<StorageConfig, { kind: 's3' }>,
  keys: readonly string[],
): Promise<void> {
  const client = s3ClientFor(bucket);
  const policy = withStatement(null, publicReadStatement(bucket.bucket, keys));
  try {
    await client.send(
      new PutBucketPolicyCommand({ Bucket: bucket.bucket, Policy: JSON.stringify(policy) }),
    );
  } finally {
    client.destroy();
  }
}
