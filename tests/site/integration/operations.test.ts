/**
 * The deploy volunteer's commands against a real S3 server (Ceph radosgw) and a Planning Center
 * stand-in: `npm run setup-bucket` provisions a bucket idempotently, keeping rules of its own;
 * `npm run doctor` passes a good production configuration and names each wrong thing with its fix.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { hashPassword } from '../../../src/platform/server/auth/password.ts';
import { demoIdVariables } from '../../../src/platform/server/config/index.ts';
import { startEmulatorServer, type EmulatorServer } from '../../../tools/local/emulator-server.ts';
import {
  CreateBucketCommand,
  GetBucketLifecycleConfigurationCommand,
  PutBucketLifecycleConfigurationCommand,
  PutObjectCommand,
  S3Client,
} from '../../../src/platform/server/storage/vendor/aws-sdk.mjs';
import { S3_SKIP_REASON } from '../../helpers/s3.ts';
import { run, SITE, TOKEN } from './operations.ts';

const s3 = inject('s3');

/** A Planning Center stand-in, an S3 client, and the production variables the commands get. */
let pco: EmulatorServer;
let client: S3Client;
let env: Record<string, string>;
const bucket = `ops-${Date.now()}`;

beforeAll(async () => {
  if (!s3) return;
  pco = await startEmulatorServer(0, { credentials: TOKEN });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  const hash = await hashPassword('a shared password of some length');
  env = {
    SITE_URL: SITE,
    SEARCH_BUILD_HOOK: 'https://api.netlify.com/build_hooks/64f0c0ffee0c0ffee0c0ffee',
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    MEDIA_PUBLIC_URL: `${s3.endpoint}/${bucket}/media`,
    PCO_BASE_URL: pco.url,
    PCO_APP_ID: TOKEN.appId,
    PCO_SECRET: TOKEN.secret,
    ...demoIdVariables(),
    SESSION_SECRET: 'ops-test-session-secret-0123456789abcdef',
    DIRECTORY_PASSWORD_HASH: hash,
    TEACHER_PASSWORD_HASH: hash,
    PODCAST_PASSWORD_HASH: hash,
  };
});
afterAll(async () => {
  client?.destroy();
  await pco?.close();
});

describe.skipIf(!s3)(`setup-bucket${s3 ? '' : ` (${S3_SKIP_REASON})`}`, () => {
  test('setup-bucket creates and provisions the bucket, then finds nothing to change', async () => {
    const first = await run('setup-bucket', env);
    expect(first.code, first.out).toBe(0);
    for (const subject of ['bucket', 'cors', 'public read', 'lifecycle'])
      expect(first.out).toMatch(new RegExp(`changed +${subject}:`));
    const again = await run('setup-bucket', env);
    expect(again.code).toBe(0);
    expect(again.out).not.toMatch(/ changed /);
    expect(again.out).toMatch(/the bucket was already set up/);
  });

  test('media/ and the feed are public, the rest private; the site may upload, others not', async () => {
    const keys = ['media/a.mp3', 'podcast/feed.xml', 'cache/pco/events.json', 'staging/2025/b.mp3'];
    for (const key of keys)
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
    const anonymous = (key: string) => fetch(`${s3!.endpoint}/${bucket}/${key}`);
    expect((await anonymous('media/a.mp3')).status).toBe(200);
    expect((await anonymous('podcast/feed.xml')).status).toBe(200);
    expect((await anonymous('cache/pco/events.json')).status).toBe(403);
    // uploads wait in staging/ until checked: never readable by anyone
    expect((await anonymous('staging/2025/b.mp3')).status).toBe(403);
    const preflight = (origin: string) =>
      fetch(`${s3!.endpoint}/${bucket}/media/new.mp3`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
    const ours = await preflight(SITE);
    expect(ours.status).toBe(200);
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  test('keeps the lifecycle rules a church set itself', async () => {
    const theirs = {
      ID: 'church-archive',
      Status: 'Enabled' as const,
      Filter: { Prefix: 'archive/' },
      Expiration: { Days: 365 },
    };
    await client.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: bucket,
        LifecycleConfiguration: { Rules: [theirs] },
      }),
    );
    const rerun = await run('setup-bucket', env);
    expect(rerun.out).toMatch(/changed +lifecycle:/);
    const rules =
      (await client.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }))).Rules ??
      [];
    expect(rules.map((r) => r.ID).sort()).toEqual([
      'church-archive',
      'dcc-abort-incomplete-uploads',
      'dcc-expire-login-failures',
      'dcc-expire-staging',
    ]);
    const login = rules.find((r) => r.ID === 'dcc-expire-login-failures'); // a day after the last write
    expect([login?.Expiration?.Days, login?.Filter?.Prefix ?? login?.Prefix]).toEqual([
      1,
      'auth/login-failures/',
    ]);
    expect(rules.find((r) => r.ID === 'dcc-expire-staging')).toMatchObject({
      Expiration: { Days: 1 },
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
  });

  test('setup-bucket without a bucket name says what is missing', async () => {
    const { code, out } = await run('setup-bucket', { ...env, S3_BUCKET: '' });
    expect(code).toBe(1);
    expect(out).toMatch(/S3_BUCKET is required/);
  });
});

describe.skipIf(!s3)(`doctor${s3 ? '' : ` (${S3_SKIP_REASON})`}`, () => {
  test('doctor passes a good production configuration', async () => {
    const { code, out } = await run('doctor', env);
    expect(out).not.toMatch(/✗/);
    expect(out).toMatch(/✓ PCO_DIRECTORY_LIST_ID +People list 1001 exists/);
    expect(out).toMatch(/✓ conditional writes/);
    expect(out).toMatch(/✓ public read of media\//);
    expect(out).toMatch(/✓ staging\/ is private +an anonymous read was refused \(403\)/);
    expect(out).toMatch(/✓ lifecycle +staging\/ and unfinished multipart uploads are cleared/);
    expect(out).toMatch(/✓ SEARCH_BUILD_HOOK +a Netlify build hook/);
    expect(out).toMatch(/Everything checked is in order\./);
    expect(code).toBe(0);
  });

  test('doctor names a wrong id, a weak hash and an unprovisioned bucket, each with its fix', async () => {
    const weak =
      'scrypt$16384$8$1$ZGNjLWRlbW8tZGlyZWN0b3J5$Yj2qNVC3zyEXpvBOA9IswirIitYliEuDXxrA838YgNyY0fwkS67klu/iLmDa9si8Armqpi/35oKEsmkHYL+QJQ==';
    const bare = `ops-bare-${Date.now()}`;
    await client.send(new CreateBucketCommand({ Bucket: bare }));
    const { code, out } = await run('doctor', {
      ...env,
      PCO_DIRECTORY_LIST_ID: '9999',
      TEACHER_PASSWORD_HASH: weak,
      S3_BUCKET: bare,
      MEDIA_PUBLIC_URL: `${s3!.endpoint}/${bare}/media`,
    });
    expect(code).toBe(1);
    expect(out).toMatch(/✗ PCO_DIRECTORY_LIST_ID +no People list has id 9999/);
    expect(out).toMatch(/PCO_DIRECTORY_LIST_ID: Open People > Lists in Planning Center/);
    expect(out).toMatch(/✗ TEACHER_PASSWORD_HASH +weaker than OWASP/);
    expect(out).toMatch(/✗ CORS/);
    expect(out).toMatch(/✗ public read of media\//);
    expect(out).toMatch(/✗ lifecycle +no rule empties staging\/ after a day/);
    expect(out).toMatch(/✓ PCO_HOUSEHOLD_LEADERS_LIST_ID/);
  });

  test('doctor says when Planning Center refuses the token', async () => {
    const { code, out } = await run('doctor', { ...env, PCO_SECRET: 'wrong' });
    expect(code).toBe(1);
    expect(out).toMatch(/✗ PCO_APP_ID, PCO_SECRET +Planning Center refused the token \(401\)/);
  });
});
