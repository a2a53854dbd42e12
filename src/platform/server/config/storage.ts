/** The storage section of the config: files under DATA_DIR/storage, or S3 once S3_BUCKET is set. */
import { join } from 'node:path';
import * as read from './env.ts';
import { ConfigError, text } from './env.ts';
import type { Attempt, Env, StorageConfig } from './types.ts';

const S3_VARS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

function s3Bucket(bucket: string): string {
  // AWS's naming rules; S3-compatible servers accept at least these
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens), got "${bucket}"`,
    );
  }
  return bucket;
}

function s3Region(env: Env): string {
  const region = text(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/i.test(region))
    throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  return region;
}

function s3Credentials(env: Env): { accessKeyId: string; secretAccessKey: string } | undefined {
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId
        ? 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'
        : 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    );
  }
  // without them the AWS SDK's own chain (AWS_* variables, a role) supplies credentials
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
}

/** S3 once S3_BUCKET is set, else files under DATA_DIR/storage. */
export function storageConfig(
  env: Env,
  dataDir: string,
  perInstance: boolean,
  attempt: Attempt,
): StorageConfig {
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARS.find((name) => text(env, name));
    if (stray)
      attempt(() => {
        throw new ConfigError(`S3_BUCKET is required when ${stray} is set`);
      }, null);
    return { kind: 'fs', dir: join(dataDir, 'storage'), ...(perInstance ? { perInstance } : {}) };
  }
  const endpoint = text(env, 'S3_ENDPOINT');
  return {
    kind: 's3',
    bucket: attempt(() => s3Bucket(bucket), bucket),
    region: attempt(() => s3Region(env), 'us-east-1'),
    endpoint: endpoint
      ? attempt(() => read.absoluteUrl(env, 'S3_ENDPOINT', endpoint), endpoint)
      : undefined,
    credentials: attempt(() => s3Credentials(env), undefined),
    forcePathStyle: attempt(() => read.bool(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)), false),
  };
}
