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
      'Vocabulary dcc-church-glossary': false,
    });
    if (cfg.storage.kind !== 's3') throw new Error('the bucket is S3');
    await setupVocabulary(cfg.storage, env);
    expect(standIn.vocabularies.get('dcc-church-glossary')).toContain('Habakkuk');
    expect(Object.values(await verdicts())).toEqual([true, true, true]);
  });

  test('off, it says so and passes', async () => {
    const off = getConfig({ ...env, TRANSCRIBE_ENABLED: 'false', TRANSCRIBE_ENDPOINT: '' });
    const findings = await checkTranscription(off);
    expect(findings).toEqual([
      expect.objectContaining({ subject: 'TRANSCRIBE_ENABLED', ok: true }),
    ]);
  });
});
