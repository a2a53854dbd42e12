import { describe, expect, test } from 'vitest';
import { collector } from '../../../../src/platform/server/config/env.ts';
import { transcribeConfig } from '../../../../src/platform/server/config/transcribe.ts';
import type { StorageConfig } from '../../../../src/platform/server/config/index.ts';

const s3: StorageConfig = {
  kind: 's3',
  bucket: 'church-media',
  region: 'us-west-2',
  endpoint: undefined,
  credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
  forcePathStyle: false,
};
const fs: StorageConfig = { kind: 'fs', dir: '/tmp/x' };

function read(env: Record<string, string>, storage: StorageConfig, demo: string | null = null) {
  const { problems, attempt } = collector();
  return { cfg: transcribeConfig(env, storage, demo, attempt), problems };
}

describe('transcription config', () => {
  test('off in production unless TRANSCRIBE_ENABLED=true, saying how to turn it on', () => {
    const { cfg, problems } = read({}, s3);
    expect(problems).toEqual([]);
    expect(cfg).toMatchObject({
      enabled: false,
      howToEnable: expect.stringContaining('TRANSCRIBE_ENABLED=true') as unknown,
    });
  });

  test('on with the bucket’s region and credentials; TRANSCRIBE_ENDPOINT points elsewhere', () => {
    expect(read({ TRANSCRIBE_ENABLED: 'true' }, s3).cfg).toEqual({
      enabled: true,
      bucket: 'church-media',
      region: 'us-west-2',
      endpoint: undefined,
      credentials: s3.credentials,
      reviewFirst: false,
      monthlyMinutes: 1500,
    });
    const capped = read({ TRANSCRIBE_ENABLED: 'true', TRANSCRIBE_MONTHLY_MINUTES: '90' }, s3);
    expect(capped.cfg).toMatchObject({ monthlyMinutes: 90 });
    const held = read({ TRANSCRIBE_ENABLED: 'true', TRANSCRIPTS_REVIEW_FIRST: 'true' }, s3);
    expect(held.cfg).toMatchObject({ reviewFirst: true });
    const other = read(
      { TRANSCRIBE_ENABLED: 'true', TRANSCRIBE_ENDPOINT: 'http://127.0.0.1:9' },
      s3,
    );
    expect(other.cfg).toMatchObject({ endpoint: 'http://127.0.0.1:9' });
  });

  test('the demo uses its emulator, on its own deploy', () => {
    expect(read({}, fs, 'https://demo.example').cfg).toMatchObject({
      enabled: true,
      endpoint: 'https://demo.example/demo/transcribe',
    });
  });

  test('names what is wrong', () => {
    expect(read({ TRANSCRIBE_ENABLED: 'true' }, fs).problems[0]).toMatch(/needs S3 storage/);
    expect(read({ TRANSCRIBE_ENDPOINT: 'http://x.example' }, s3).problems[0]).toMatch(
      /TRANSCRIBE_ENABLED=true is required/,
    );
    expect(read({ TRANSCRIBE_ENABLED: 'maybe' }, s3).problems).toHaveLength(1);
    for (const minutes of ['0', '-5', '1.5', 'lots'])
      expect(
        read({ TRANSCRIBE_ENABLED: 'true', TRANSCRIBE_MONTHLY_MINUTES: minutes }, s3).problems,
      ).toEqual([
        `TRANSCRIBE_MONTHLY_MINUTES must be a whole number of at least 1, got "${minutes}"`,
      ]);
  });
});
