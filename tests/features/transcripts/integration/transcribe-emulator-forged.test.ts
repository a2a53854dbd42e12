/**
 * Forged calls to the demo's Transcribe emulator (docs/security.md, "Where each rule is
 * enforced"): unsigned or wrongly signed (403), media outside the demo bucket's `media/` or
 * output outside `transcription/output/` (400), a body over 1 MB (413), a vocabulary past
 * Transcribe's sizes (400), a job past the ones it keeps (LimitExceededException), each in
 * Transcribe's error shape, and none changes a stored byte.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { createTranscriber } from '../../../../src/features/transcripts/server/client.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { DEMO_TRANSCRIBE_PATH } from '../../../../src/platform/server/config/demo.ts';
import { snapshot } from '../../../helpers/cms-backend.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { MODE } from '../../../helpers/target.ts';
import { JOBS_PREFIX, MAX_DEMO_JOBS } from '../../../../src/features/transcripts/demo/limits.ts';

let server: TestServer;
const demo = MODE === 'demo';
const VICTIMS = { 'media/victim.json': '{"kept":true}', 'transcripts/victim.vtt': 'WEBVTT\n' };

beforeAll(async () => {
  if (!demo) return;
  server = await startTestServer();
  for (const [key, text] of Object.entries(VICTIMS))
    await serverDeps().storage.put(key, text, { contentType: 'text/plain' });
  // a job stored before the emulator checked output keys
  const job = { name: 'old', mediaKey: 'media/a.mp3', outputKey: 'media/victim.json', created: 0 };
  await serverDeps().storage.put('transcription/emulator/jobs/old.json', JSON.stringify(job), {
    contentType: 'application/json',
  });
}, 60_000);
afterAll(() => server?.close());

/** The demo's own client, optionally with another secret or bucket. */
function client(change: { secret?: string; bucket?: string } = {}) {
  const cfg = config().transcribe;
  if (!cfg.enabled || !cfg.credentials) throw new Error('the demo has transcription on');
  return createTranscriber({
    ...cfg,
    bucket: change.bucket ?? cfg.bucket,
    credentials: { ...cfg.credentials, secretAccessKey: change.secret ?? 'demo' },
  });
}

/** Runs `forge` and expects storage byte-identical after it. */
async function unchanged(forge: () => Promise<void>): Promise<void> {
  const before = await snapshot(server.dataDir);
  await forge();
  expect(await snapshot(server.dataDir)).toBe(before);
}

const start = (audioKey: string, outputKey: string, bucket?: string) =>
  client({ ...(bucket ? { bucket } : {}) }).start({
    jobName: `forged-${Math.random().toString(36).slice(2)}`,
    audioKey,
    outputKey,
    vocabularyName: null,
  });

describe.skipIf(!demo)('forged calls to the demo’s Transcribe', () => {
  test('an unsigned or wrongly signed call is 403', async () => {
    await unchanged(async () => {
      const unsigned = await fetch(`${server.url}${DEMO_TRANSCRIBE_PATH}`, {
        method: 'POST',
        headers: { 'X-Amz-Target': 'Transcribe.StartTranscriptionJob' },
        body: JSON.stringify({ TranscriptionJobName: 'x', OutputKey: 'media/victim.json' }),
      });
      expect(unsigned.status).toBe(403);
      expect(await unsigned.json()).toMatchObject({
        __type: 'MissingAuthenticationTokenException',
      });
      const forged = client({ secret: 'guessed' }).start({
        jobName: 'forged-secret',
        audioKey: 'media/a.mp3',
        outputKey: 'transcription/output/forged-secret.json',
        vocabularyName: null,
      });
      await expect(forged).rejects.toMatchObject({ code: 'InvalidSignatureException' });
    });
  });

  test('media outside the demo bucket’s media/ is 400', async () => {
    await unchanged(async () => {
      for (const [audioKey, bucket] of [
        ['transcription/emulator/jobs/old.json', undefined],
        ['media/../transcripts/victim.vtt', undefined],
        ['media/a.mp3', 'another-bucket'],
      ] as const)
        await expect(start(audioKey, 'transcription/output/x.json', bucket)).rejects.toMatchObject({
          code: 'BadRequestException',
        });
    });
  });

  test('output outside transcription/output/ is 400, and an old job writes nothing', async () => {
    await unchanged(async () => {
      for (const outputKey of [
        'media/victim.json',
        'transcription/output/../../media/victim.json',
        'transcription/emulator/jobs/old.json',
        'transcription/output/sub/x.json',
      ])
        await expect(start('media/a.mp3', outputKey)).rejects.toMatchObject({
          code: 'BadRequestException',
        });
      expect((await client().get('old')).status).toBe('COMPLETED');
    });
  });

  test('a body over 1 MB is 413', async () => {
    await unchanged(async () => {
      const answer = await fetch(`${server.url}${DEMO_TRANSCRIBE_PATH}`, {
        method: 'POST',
        headers: { 'X-Amz-Target': 'Transcribe.CreateVocabulary' },
        body: JSON.stringify({ VocabularyName: 'v', Phrases: ['x'.repeat(1024 * 1024)] }),
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toMatchObject({ __type: 'RequestEntityTooLargeException' });
    });
  });
});

describe.skipIf(!demo)('what the demo’s Transcribe keeps', () => {
  test('a vocabulary Transcribe would refuse is 400: it holds 50 KB of phrases at most', async () => {
    await unchanged(async () => {
      const long = Array.from({ length: 400 }, (_, i) => `${'x'.repeat(200)}${i}`);
      await expect(
        client().putVocabulary('dcc-church-glossary', long, false),
      ).rejects.toMatchObject({ code: 'BadRequestException' });
    });
  });

  test('past the jobs it keeps, a start is refused as Transcribe refuses one past its quota', async () => {
    const storage = serverDeps().storage;
    const keys = Array.from({ length: MAX_DEMO_JOBS }, (_, i) => `${JOBS_PREFIX}kept-${i}.json`);
    for (const key of keys)
      await storage.put(key, JSON.stringify({ name: 'kept' }), { contentType: 'application/json' });
    try {
      await unchanged(async () => {
        await expect(
          start('media/a.mp3', 'transcription/output/one-more.json'),
        ).rejects.toMatchObject({ code: 'LimitExceededException' });
      });
    } finally {
      for (const key of keys) await storage.delete(key);
    }
  });
});
