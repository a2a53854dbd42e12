/**
 * Provisions an S3 bucket for the site, idempotently (`npm run setup-bucket`): creates it if it
 * is missing and brings its CORS, policy and lifecycle rules to what rules.ts says,
 * writing only what differs and reporting each step.
 */
import type { StorageConfig } from '../../src/platform/server/config/index.ts';
import {
  abortIncompleteRule,
  corsRule,
  currentShape,
  expireLoginFailuresRule,
  expireStagingRule,
  publicReadStatement,
  sameJson,
  withRule,
  withStatement,
  type BucketPolicy,
} from './rules.ts';
import { s3ClientFor } from '../../src/platform/server/storage/s3-client.ts';
import { statusOf } from '../../src/platform/server/storage/s3-util.ts';
import {
  CreateBucketCommand,
  GetBucketCorsCommand,
  GetBucketLifecycleConfigurationCommand,
  GetBucketPolicyCommand,
  GetPublicAccessBlockCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketPolicyCommand,
  PutPublicAccessBlockCommand,
  type BucketLocationConstraint,
  type S3Client,
} from '../../src/platform/server/storage/vendor/aws-sdk.mjs';

export type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** One step of the setup: what it is about and whether it changed anything. */
export interface SetupStep {
  subject: 'bucket' | 'cors' | 'public read' | 'lifecycle';
  changed: boolean;
  detail: string;
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? '';

/** The current value, or `missing` when S3 says there is none (a 404 or the given error name). */
async function current<T>(read: () => Promise<T>, missingName: string, missing: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (statusOf(error) === 404 || errorName(error) === missingName) return missing;
    throw error;
  }
}

async function ensureBucket(client: S3Client, s3: S3Settings): Promise<SetupStep> {
  const exists = await current(
    async () => Boolean(await client.send(new HeadBucketCommand({ Bucket: s3.bucket }))),
    'NotFound',
    false,
  );
  if (exists) return { subject: 'bucket', changed: false, detail: `${s3.bucket} exists` };
  await client.send(
    new CreateBucketCommand({
      Bucket: s3.bucket,
      // us-east-1 is the default and must not be named
      ...(s3.region === 'us-east-1'
        ? {}
        : {
            CreateBucketConfiguration: {
              LocationConstraint: s3.region as BucketLocationConstraint,
            },
          }),
    }),
  );
  return { subject: 'bucket', changed: true, detail: `created ${s3.bucket} in ${s3.region}` };
}

async function ensureCors(client: S3Client, bucket: string, origins: string[]): Promise<SetupStep> {
  const rules = await current(
    async () => (await client.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules ?? [],
    'NoSuchCORSConfiguration',
    [],
  );
  const wanted = withRule(rules, corsRule(origins));
  const detail = `PUT, GET and HEAD from ${origins.join(', ')}`;
  if (sameJson(rules, wanted)) return { subject: 'cors', changed: false, detail };
  await client.send(
    new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: wanted } }),
  );
  return { subject: 'cors', changed: true, detail };
}

/**
 * AWS blocks public bucket policies on new buckets (Block Public Access). Only the two policy
 * settings are lifted, and only when set: the ACL settings stay as they were (this site uses no
 * ACLs), and a server without the settings is left alone.
 */
async function allowPublicPolicy(client: S3Client, bucket: string): Promise<void> {
  const block = await current(
    async () =>
      (await client.send(new GetPublicAccessBlockCommand({ Bucket: bucket })))
        .PublicAccessBlockConfiguration ?? null,
    'NoSuchPublicAccessBlockConfiguration',
    null,
  ).catch((error: unknown) => {
    if (errorName(error) === 'NotImplemented' || statusOf(error) === 501) return null;
    throw error;
  });
  if (!block?.BlockPublicPolicy && !block?.RestrictPublicBuckets) return;
  await client.send(
    new PutPublicAccessBlockCommand({
      Bucket: bucket,
      PublicAccessBlockConfiguration: {
        ...block,
        BlockPublicPolicy: false,
        RestrictPublicBuckets: false,
      },
    }),
  );
}

async function ensurePolicy(
  client: S3Client,
  bucket: string,
  publicKeys: string[],
): Promise<SetupStep> {
  const policy = await current(
    async () => {
      const text = (await client.send(new GetBucketPolicyCommand({ Bucket: bucket }))).Policy;
      return text ? (JSON.parse(text) as BucketPolicy) : null;
    },
    'NoSuchBucketPolicy',
    null,
  );
  const wanted = withStatement(policy, publicReadStatement(bucket, publicKeys));
  const detail = `anyone may read ${publicKeys.join(' and ')}; everything else stays private`;
  if (policy && sameJson(policy, wanted)) return { subject: 'public read', changed: false, detail };
  await allowPublicPolicy(client, bucket);
  await client.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(wanted) }));
  return { subject: 'public read', changed: true, detail };
}

async function ensureLifecycle(client: S3Client, bucket: string): Promise<SetupStep> {
  const rules = await current(
    async () =>
      (
        (await client.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }))).Rules ??
        []
      ).map(currentShape),
    'NoSuchLifecycleConfiguration',
    [],
  );
  const ours = [abortIncompleteRule(), expireStagingRule(), expireLoginFailuresRule()];
  const wanted = ours.reduce(withRule, rules);
  const detail =
    'multipart uploads left unfinished for a day are aborted; staging/ and failed-login records are removed after a day';
  if (sameJson(rules, wanted)) return { subject: 'lifecycle', changed: false, detail };
  await client.send(
    new PutBucketLifecycleConfigurationCommand({
      Bucket: bucket,
      LifecycleConfiguration: { Rules: wanted },
    }),
  );
  return { subject: 'lifecycle', changed: true, detail };
}

/** Brings the bucket to the site's needs; each step is reported as it completes. */
export async function setupBucket(
  s3: S3Settings,
  options: { origins: string[]; publicKeys: string[]; report?: (step: SetupStep) => void },
): Promise<SetupStep[]> {
  const client = s3ClientFor(s3);
  const steps: SetupStep[] = [];
  const record = (step: SetupStep) => {
    steps.push(step);
    options.report?.(step);
  };
  try {
    record(await ensureBucket(client, s3));
    record(await ensureCors(client, s3.bucket, options.origins));
    record(await ensurePolicy(client, s3.bucket, options.publicKeys));
    record(await ensureLifecycle(client, s3.bucket));
  } finally {
    client.destroy();
  }
  return steps;
}
