/** What `npm run setup-bucket` reads, with the server config's own variable readers. */
import { allowedOrigins } from '../../src/platform/server/config/deploy.ts';
import { collector, ConfigError, text } from '../../src/platform/server/config/env.ts';
import { siteUrl } from '../../src/platform/server/config/site.ts';
import { storageConfig } from '../../src/platform/server/config/storage.ts';
import type { Env, StorageConfig } from '../../src/platform/server/config/types.ts';

/** What `npm run setup-bucket` needs: the bucket, and the origins that may upload to it. */
export interface BucketSettings {
  storage: Extract<StorageConfig, { kind: 's3' }>;
  allowedOrigins: string[];
  siteName: string | undefined;
}

/**
 * The S3 settings and the site's origins, without the secrets the site itself needs, so the
 * bucket can be set up before anything else is configured. Throws a ConfigError naming what
 * is missing or wrong.
 */
export function getBucketSettings(env: Env): BucketSettings {
  const { problems, attempt } = collector();
  const storage = storageConfig(env, '.', false, attempt);
  const site = attempt(() => siteUrl(env, false, 8888), '');
  const origins = site ? attempt(() => allowedOrigins(env, site), [site]) : [];
  if (storage.kind !== 's3')
    problems.push('S3_BUCKET is required: the name of the bucket to set up');
  if (problems.length || storage.kind !== 's3') throw new ConfigError(problems);
  return { storage, allowedOrigins: origins, siteName: text(env, 'SITE_NAME') };
}
