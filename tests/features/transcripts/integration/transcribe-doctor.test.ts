/**
 * `npm run doctor`'s transcription checks and `npm run setup-bucket`'s vocabulary step
 * (docs/operations.md, "Transcripts"), against the Transcribe stand-in with Ceph as the bucket.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { getConfig, type Config } from '../../../../src/platform/server/config/index.ts';
import { s3Env } from '../../../helpers/podcast-client.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import {
  startTranscribeStandIn,
  type TranscribeStandIn,
} from '../../../helpers/transcribe-server.ts';
import { setupVocabulary } from '../../../../tools/bucket/vocabulary.ts';
import { checkTranscription } from '../../../../tools/doctor/transcribe-checks.ts';
import { monthOf } from '../../../../src/features/transcripts/server/usage.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';

const s3 = inject('s3');
let standIn: TranscribeStandIn;
let env: Record<string, string>;
let cfg: Config;

beforeAll(async () => {
  if (!s3) return;
  env = await s3Env(s3, 'doctor-transcribe');
  standIn = await startTranscribeStandIn(s3, [env['S3_BUCKET']!]);
  Object.assign(env, {
    SITE_URL: 'https://church.example',
    TRANSCRIBE_ENABLED: 'true',
    TRANSCRIBE_ENDPOINT: standIn.url,
  });
  cfg = getConfig(env);
});
afterAll(() => standIn?.close());

const verdicts = async () =>
  Object.fromEntries((await checkTranscription(cfg)).map((f) => [f.subject, f.ok]));

describe.skipIf(!s3)(`the doctor on transcription (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('says the vocabulary is missing until setup-bucket creates it, then all is well', async () => {
    expect(await verdicts()).toEqual({
      'Transcribe region': true,
      'Transcribe access': true,
      TRANSCRIBE_MONTHLY_MINUTES: true,
      'Vocabulary dcc-church-glossary': false,
    });
    if (cfg.storage.kind !== 's3') throw new Error('the bucket is S3');
    await setupVocabulary(cfg.storage, env);
    expect(standIn.vocabularies.get('dcc-church-glossary')).toContain('Habakkuk');
    expect(Object.values(await verdicts())).toEqual([true, true, true, true]);
  });

  test('prints the month’s audio sent against the ceiling, and reminds near it', async () => {
    const storage = createStorage(cfg.storage);
    const ceiling = (c: Config) => checkTranscription(c).then((f) => f[2]!);
    expect(await ceiling(cfg)).toMatchObject({
      subject: 'TRANSCRIBE_MONTHLY_MINUTES',
      ok: true,
      detail: `0 of 1500 minutes of audio sent in ${monthOf(Date.now())}`,
    });
    const month = monthOf(Date.now());
    const started = [{ jobName: 'a', seconds: 95 * 60 }];
    await storage.put(`transcription/usage/${month}.json`, JSON.stringify({ month, started }), {
      contentType: 'application/json',
    });
    const near = await ceiling(getConfig({ ...env, TRANSCRIBE_MONTHLY_MINUTES: '100' }));
    expect(near).toMatchObject({ ok: true, reminder: true });
    expect(near.detail).toMatch(/^95 of 100 minutes .* near the ceiling/);
  });

  test('off, it says so and passes', async () => {
    const off = getConfig({ ...env, TRANSCRIBE_ENABLED: 'false', TRANSCRIBE_ENDPOINT: '' });
    const findings = await checkTranscription(off);
    expect(findings).toEqual([
      expect.objectContaining({ subject: 'TRANSCRIBE_ENABLED', ok: true }),
    ]);
  });
});
