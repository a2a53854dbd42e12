/**
 * The doctor's staging checks on the real radosgw: a bucket set up by setup-bucket passes; one
 * whose policy a church widened to the whole bucket fails "staging/ is private" (an anonymous
 * read of a probe there succeeds), and one without our lifecycle rules fails "lifecycle".
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Config, StorageConfig } from '../../../src/platform/server/config/index.ts';
import { checkStaging } from '../../../tools/doctor/staging-checks.ts';
import { setupBucket } from '../../../tools/bucket/setup.ts';
import { createStorage } from '../../../src/platform/server/storage/index.ts';
import { s3ClientFor } from '../../../src/platform/server/storage/s3-client.ts';
import {
  CreateBucketCommand,
  GetBucketPolicyCommand,
  PutBucketPolicyCommand,
  type S3Client,
} from '../../../src/platform/server/storage/vendor/aws-sdk.mjs';
import { S3_SKIP_REASON } from '../../helpers/s3.ts';

const s3 = inject('s3');

describe.skipIf(!s3)(`doctor on staging/${s3 ? '' : ` (${S3_SKIP_REASON})`}`, () => {
  let client: S3Client;
  const settings = (bucket: string): Extract<StorageConfig, { kind: 's3' }> => ({
    kind: 's3',
    bucket,
    region: s3!.region,
    endpoint: s3!.endpoint,
    credentials: { accessKeyId: s3!.accessKeyId, secretAccessKey: s3!.secretAccessKey },
    forcePathStyle: true,
  });
  const check = (bucket: string) => {
    const storage = settings(bucket);
    return checkStaging({ storage } as Config, createStorage(storage), `probe-${Date.now()}`);
  };
  const provisioned = async (name: string) => {
    const bucket = `${name}-${Date.now()}`;
    await setupBucket(settings(bucket), {
      origins: ['https://www.dcc.test'],
      publicKeys: ['media/*', 'podcast/feed.xml'],
    });
    return bucket;
  };
  beforeAll(() => {
    client = s3ClientFor(settings('x'));
  });
  afterAll(() => client?.destroy());

  test('a bucket as setup-bucket leaves it passes both checks', async () => {
    const findings = await check(await provisioned('staging-ok'));
    expect(findings.map((f) => [f.subject, f.ok])).toEqual([
      ['staging/ is private', true],
      ['lifecycle', true],
    ]);
  });

  test('a policy that opens the whole bucket fails: unchecked uploads would be public', async () => {
    const bucket = await provisioned('staging-open');
    const policy = JSON.parse(
      (await client.send(new GetBucketPolicyCommand({ Bucket: bucket }))).Policy!,
    ) as { Statement: object[] };
    policy.Statement.push({
      Sid: 'ChurchOpenedEverything',
      Effect: 'Allow',
      Principal: '*',
      Action: 's3:GetObject',
      Resource: `arn:aws:s3:::${bucket}/*`,
    });
    await client.send(
      new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) }),
    );
    const [privacy] = await check(bucket);
    expect(privacy).toMatchObject({ subject: 'staging/ is private', ok: false });
    expect(JSON.stringify(privacy)).toMatch(/opens without credentials/);
  });

  test('a bucket without the lifecycle rules fails with what is missing', async () => {
    const bucket = `staging-bare-${Date.now()}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const [, lifecycle] = await check(bucket);
    expect(lifecycle).toMatchObject({ subject: 'lifecycle', ok: false });
    expect(JSON.stringify(lifecycle)).toMatch(/no rule empties staging\/ after a day/);
  });
});
