/**
 * The doctor's look at staging/, where direct uploads wait until the server has checked them:
 * nobody may read it (an anonymous GET of a probe there must be refused), and the lifecycle
 * rules setup-bucket writes must be there to clear it and abandoned multipart uploads.
 */
import type { Config, StorageConfig } from '../../src/platform/server/config/index.ts';
import { STAGING_PREFIX } from '../../src/platform/server/storage/keys.ts';
import { s3ClientFor } from '../../src/platform/server/storage/s3-client.ts';
import type { Storage } from '../../src/platform/server/storage/types.ts';
import {
  GetBucketLifecycleConfigurationCommand,
  type LifecycleRule,
} from '../../src/platform/server/storage/vendor/aws-sdk.mjs';
import { fail, pass, type Finding } from './report.ts';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;
const SETUP = 'Run npm run setup-bucket with the same variables.';

/** The bucket's own address of a key, as an anonymous client would ask for it. */
export function bucketObjectUrl(s3: S3Settings, key: string): string {
  const base = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (s3.forcePathStyle)
    return `${base.origin}${base.pathname.replace(/\/$/, '')}/${s3.bucket}/${key}`;
  return `${base.protocol}//${s3.bucket}.${base.host}/${key}`;
}

async function checkPrivate(s3: S3Settings, storage: Storage, id: string): Promise<Finding> {
  const key = `${STAGING_PREFIX}doctor/${id}.txt`;
  await storage.put(key, id, { contentType: 'text/plain' });
  try {
    const url = bucketObjectUrl(s3, key);
    const answer = await fetch(url).catch(() => null);
    return answer?.ok
      ? fail(
          'staging/ is private',
          `${url} opens without credentials: unchecked uploads are public`,
          `Remove public access to staging/ from the bucket policy; ${SETUP}`,
        )
      : pass(
          'staging/ is private',
          `an anonymous read was refused (${answer?.status ?? 'no answer'})`,
        );
  } finally {
    await storage.delete(key).catch(() => {});
  }
}

const prefixOf = (rule: LifecycleRule) => rule.Filter?.Prefix ?? rule.Prefix ?? '';
const covers = (rule: LifecycleRule) =>
  rule.Status === 'Enabled' && STAGING_PREFIX.startsWith(prefixOf(rule));

async function checkLifecycle(s3: S3Settings): Promise<Finding> {
  const client = s3ClientFor(s3);
  let rules: LifecycleRule[];
  try {
    rules =
      (await client.send(new GetBucketLifecycleConfigurationCommand({ Bucket: s3.bucket })))
        .Rules ?? [];
  } catch {
    rules = []; // no configuration at all
  } finally {
    client.destroy();
  }
  const expires = rules.some((r) => covers(r) && (r.Expiration?.Days ?? Infinity) <= 1);
  const aborts = rules.some(
    (r) => covers(r) && (r.AbortIncompleteMultipartUpload?.DaysAfterInitiation ?? Infinity) <= 1,
  );
  if (expires && aborts)
    return pass('lifecycle', 'staging/ and unfinished multipart uploads are cleared after a day');
  const missing = [
    ...(expires ? [] : ['no rule empties staging/ after a day']),
    ...(aborts ? [] : ['no rule aborts unfinished multipart uploads after a day']),
  ];
  return fail('lifecycle', missing.join('; '), SETUP);
}

/** The findings about staging/ (none to make on file storage, where nothing is staged). */
export async function checkStaging(
  config: Config,
  storage: Storage,
  id: string,
): Promise<Finding[]> {
  if (config.storage.kind !== 's3')
    return [pass('staging/ is private', 'not needed: files are checked as they pass the site')];
  return [await checkPrivate(config.storage, storage, id), await checkLifecycle(config.storage)];
}
