/**
 * What `npm run setup-bucket` asks of the bucket, as pure data: CORS so the admin page's browser
 * can PUT sermon audio straight in, a policy that lets anyone read the public keys (the media
 * and the feed) and nothing else (never staging/, where uploads wait to be checked), and
 * lifecycle rules that clear multipart uploads abandoned for a day and whatever is left in
 * staging/ after a day, and failed-login records a day after their last write. Each of our rules carries an id, so rules a church keeps beside them stay.
 */
import { LOGIN_FAILURES_EXPIRY } from '../../src/features/login/server/index.ts';
import { STAGING_PREFIX } from '../../src/platform/server/storage/keys.ts';
import type { CORSRule, LifecycleRule } from '../../src/platform/server/storage/vendor/aws-sdk.mjs';

export const CORS_RULE_ID = 'dcc-website-uploads';
export const POLICY_SID = 'DccWebsitePublicMedia';
export const LIFECYCLE_RULE_ID = 'dcc-abort-incomplete-uploads';
export const STAGING_RULE_ID = 'dcc-expire-staging';
export const LOGIN_FAILURES_RULE_ID = 'dcc-expire-login-failures';

/** A statement of an S3 bucket policy. */
export interface PolicyStatement {
  Sid?: string;
  Effect: string;
  Principal: unknown;
  Action: string | string[];
  Resource: string | string[];
}

/** A bucket policy document. */
export interface BucketPolicy {
  Version: string;
  Statement: PolicyStatement[];
}

/** The CORS rule: browser PUTs (and the reads a player makes) from the site's origins. */
export function corsRule(origins: readonly string[]): CORSRule {
  return {
    ID: CORS_RULE_ID,
    AllowedOrigins: [...origins],
    AllowedMethods: ['PUT', 'GET', 'HEAD'],
    AllowedHeaders: ['*'],
    // a browser must read each part's ETag to complete a multipart upload
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
}

/** True when an S3 policy resource pattern (`*` and `?` wildcards) matches the key. */
export function patternCovers(pattern: string, key: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(key);
}

/** The statement that lets anyone read the given keys (`media/*` style patterns); never staging/. */
export function publicReadStatement(bucket: string, keys: readonly string[]): PolicyStatement {
  const unsafe = keys.find((key) => patternCovers(key, `${STAGING_PREFIX}x.mp3`));
  if (unsafe) throw new Error(`"${unsafe}" would make unchecked uploads in staging/ public.`);
  return {
    Sid: POLICY_SID,
    Effect: 'Allow',
    Principal: '*',
    Action: 's3:GetObject',
    Resource: keys.map((key) => `arn:aws:s3:::${bucket}/${key}`),
  };
}

/** The lifecycle rule that aborts multipart uploads left incomplete for a day. */
export function abortIncompleteRule(): LifecycleRule {
  return {
    ID: LIFECYCLE_RULE_ID,
    Status: 'Enabled',
    Filter: { Prefix: '' },
    AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
  };
}

/** The lifecycle rule that removes what is left in staging/ (refused or never committed). */
export function expireStagingRule(): LifecycleRule {
  return {
    ID: STAGING_RULE_ID,
    Status: 'Enabled',
    Filter: { Prefix: STAGING_PREFIX },
    Expiration: { Days: 1 },
    AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
  };
}

/** The lifecycle rule that removes failed-login records a day after their last write. */
export function expireLoginFailuresRule(): LifecycleRule {
  return {
    ID: LOGIN_FAILURES_RULE_ID,
    Status: 'Enabled',
    Filter: { Prefix: LOGIN_FAILURES_EXPIRY.prefix },
    Expiration: { Days: LOGIN_FAILURES_EXPIRY.days },
  };
}

/**
 * A lifecycle rule in today's shape: some servers (radosgw among them) answer a rule's prefix in
 * the legacy top-level `Prefix` where it was written as `Filter.Prefix`.
 */
export function currentShape(rule: LifecycleRule): LifecycleRule {
  if (rule.Prefix === undefined || rule.Filter) return rule;
  const { Prefix, ...rest } = rule;
  return { ...rest, Filter: { Prefix } };
}

/** Replaces the rule with our id in a list (or adds it), keeping every other rule as it was. */
export function withRule<T extends { ID?: string | undefined }>(rules: readonly T[], ours: T): T[] {
  return [...rules.filter((rule) => rule.ID !== ours.ID), ours];
}

/** A policy with our statement in place of any earlier one of ours. */
export function withStatement(policy: BucketPolicy | null, ours: PolicyStatement): BucketPolicy {
  const others = (policy?.Statement ?? []).filter((s) => s.Sid !== ours.Sid);
  return { Version: policy?.Version ?? '2012-10-17', Statement: [...others, ours] };
}

/**
 * The origins allowed to upload: the site's own and this deploy's, plus every deploy preview and
 * branch deploy of a Netlify site (`https://*--name.netlify.app`) when its name is known.
 */
export function uploadOrigins(allowed: readonly string[], siteName: string | undefined): string[] {
  const origins = new Set(allowed);
  const name =
    siteName ??
    allowed.map((o) => /^https:\/\/([a-z0-9-]+)\.netlify\.app$/.exec(o)?.[1]).find(Boolean);
  if (name) origins.add(`https://*--${name}.netlify.app`);
  return [...origins];
}

/** Order-insensitive deep equality of two JSON-like values (S3 may answer lists reordered). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

function normalize(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map(normalize)
      .map((v) => JSON.stringify(v))
      .sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, normalize(v)]),
    );
  return value;
}
