/**
 * The doctor's look at storage: a probe is written, read and deleted; conditional writes are
 * refused when their condition fails (the feed's protection against lost edits rests on it);
 * the bucket lets the site's pages upload (CORS) and anyone read media/, and nothing else;
 * staging/ is private and cleared by lifecycle rules (staging-checks.ts); no area is past its
 * failed-login ceiling (login-checks.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../../src/platform/server/config/index.ts';
import { mediaUrl } from '../../src/features/sermons/server/media-keys.ts';
import { CORS_RULE_ID } from '../bucket/rules.ts';
import { createStorage } from '../../src/platform/server/storage/index.ts';
import { s3ClientFor } from '../../src/platform/server/storage/s3-client.ts';
import { PreconditionFailed, type Storage } from '../../src/platform/server/storage/types.ts';
import {
  GetBucketCorsCommand,
  HeadBucketCommand,
} from '../../src/platform/server/storage/vendor/aws-sdk.mjs';
import { fail, pass, type Finding } from './report.ts';
import { checkStaging } from './staging-checks.ts';
import { checkCodeFaults } from './fault-checks.ts';
import { checkFailedLogins } from './login-checks.ts';
import { readText } from '../../src/platform/server/storage/read.ts';

const SETUP = 'Run npm run setup-bucket with the same variables.';

async function text(storage: Storage, key: string): Promise<string> {
  return (await readText(storage, key)).text;
}

/** True when the write was refused for its condition. */
async function refused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch (error) {
    return error instanceof PreconditionFailed;
  }
}

async function roundTrip(storage: Storage, key: string, body: string): Promise<Finding[]> {
  const stored = await storage.put(key, body, { contentType: 'text/plain' });
  const read = await text(storage, key);
  const findings = [
    read === body
      ? pass('write, read, delete', 'a probe file went in and came back whole')
      : fail(
          'write, read, delete',
          'the probe came back different',
          'Check the bucket for an object lock or transformation.',
        ),
  ];
  const noneMatch = await refused(
    storage.put(key, 'x', { contentType: 'text/plain', ifNoneMatch: '*' }),
  );
  const wrongMatch = await refused(
    storage.put(key, 'x', { contentType: 'text/plain', ifMatch: `not-${stored.etag}` }),
  );
  findings.push(
    noneMatch && wrongMatch
      ? pass('conditional writes', 'If-None-Match and If-Match are honoured')
      : fail(
          'conditional writes',
          `a write whose ${noneMatch ? 'If-Match' : 'If-None-Match'} failed went through`,
          'Use a store that honours conditional writes (AWS S3 does; s3rver and some others do not), or concurrent edits of the podcast can be lost.',
        ),
  );
  return findings;
}

/** A missing bucket, named as such (the probe would only say that nothing was stored). */
async function bucketMissing(config: Config): Promise<Finding | null> {
  if (config.storage.kind !== 's3') return null;
  const client = s3ClientFor(config.storage);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.storage.bucket }));
    return null;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) return null; // other trouble shows in the probe, with its own message
    return fail('S3_BUCKET', `there is no bucket named ${config.storage.bucket}`, SETUP);
  } finally {
    client.destroy();
  }
}

async function checkCors(config: Config): Promise<Finding> {
  if (config.storage.kind !== 's3')
    return pass('CORS', 'not needed: files travel through the site');
  const client = s3ClientFor(config.storage);
  try {
    const rules =
      (await client.send(new GetBucketCorsCommand({ Bucket: config.storage.bucket }))).CORSRules ??
      [];
    const rule =
      rules.find((r) => r.ID === CORS_RULE_ID) ??
      rules.find((r) => r.AllowedMethods?.includes('PUT'));
    const origins = rule?.AllowedOrigins ?? [];
    const missing = config.allowedOrigins.filter(
      (o) => !origins.includes(o) && !origins.includes('*'),
    );
    if (rule?.AllowedMethods?.includes('PUT') && !missing.length)
      return pass('CORS', `PUT allowed from ${config.allowedOrigins.join(', ')}`);
    return fail(
      'CORS',
      missing.length ? `no PUT from ${missing.join(', ')}` : 'no rule allows PUT',
      SETUP,
    );
  } catch (error) {
    return fail('CORS', `the bucket has no CORS rules (${(error as Error).name})`, SETUP);
  } finally {
    client.destroy();
  }
}

/** Public read of media/ from outside, and none of anything else when that can be told. */
async function checkPublicRead(config: Config, storage: Storage, id: string): Promise<Finding[]> {
  const key = `media/doctor/${id}.txt`;
  const other = `doctor/${id}.txt`;
  await storage.put(key, id, { contentType: 'text/plain' });
  await storage.put(other, id, { contentType: 'text/plain' });
  try {
    const url = mediaUrl(config, key);
    const answer = await fetch(url).catch((error: Error) => error);
    const findings = [
      !(answer instanceof Error) && answer.ok && (await answer.text()) === id
        ? pass('public read of media/', `${url} opens without credentials`)
        : fail(
            'public read of media/',
            `${url} answered ${answer instanceof Error ? answer.message : answer.status}`,
            `${SETUP} Also check that MEDIA_PUBLIC_URL is the bucket's (or its CDN's) address of media/.`,
          ),
    ];
    // where MEDIA_PUBLIC_URL is the bucket's own media/ folder, the rest of the bucket is beside it
    if (/\/media\/$/.test(url.slice(0, url.length - key.length + 'media/'.length))) {
      const privateUrl = url.slice(0, url.length - key.length) + other;
      const leak = await fetch(privateUrl).catch(() => null);
      findings.push(
        leak?.ok
          ? fail(
              'private files',
              `${privateUrl} opens without credentials`,
              `Remove public access outside media/ and the feed; ${SETUP}`,
            )
          : pass('private files', 'files outside media/ and the feed stay private'),
      );
    }
    return findings;
  } finally {
    await Promise.all([storage.delete(key), storage.delete(other)]).catch(() => {});
  }
}

/** The findings about storage; the probes are removed whatever happens. */
export async function checkStorage(config: Config): Promise<Finding[]> {
  const missing = await bucketMissing(config);
  if (missing) return [missing];
  const storage = createStorage(config.storage);
  const id = `probe-${randomUUID()}`;
  const key = `doctor/${id}.txt`;
  try {
    const findings = await roundTrip(storage, key, `doctor ${id}`);
    findings.push(await checkCors(config));
    findings.push(...(await checkPublicRead(config, storage, id)));
    findings.push(...(await checkStaging(config, storage, id)));
    findings.push(await checkFailedLogins(storage, Date.now()));
    findings.push(await checkCodeFaults(storage, Date.now()));
    return findings;
  } catch (error) {
    return [
      fail(
        'storage',
        `could not be used: ${(error as Error).name}: ${(error as Error).message}`,
        'Check S3_BUCKET, S3_REGION, S3_ENDPOINT and the S3 credentials; then run npm run setup-bucket.',
      ),
    ];
  } finally {
    await storage.delete(key).catch(() => {});
  }
}
