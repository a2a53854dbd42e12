/**
 * The demo's Amazon Transcribe (docs/architecture.md section 10): demo mode runs the production
 * adapter against the emulator the site serves at /demo/transcribe. A sermon published in the
 * demo gets a machine transcript that says plainly the demo cannot hear it; a demo recording's
 * job writes what the recording says.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storedCues } from '../../../../src/features/transcripts/shared/transcript.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { createTranscriber } from '../../../../src/features/transcripts/server/client.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { MODE } from '../../../helpers/target.ts';
import { read } from './transcripts.ts';

let h: PodcastHarness;
const demo = MODE === 'demo';

beforeAll(async () => {
  if (demo) h = await startPodcastHarness({});
}, 60_000);
afterAll(() => h?.close());

/** Makes the emulator's job old enough to be done. */
async function finishNow(name: string): Promise<void> {
  const key = `transcription/emulator/jobs/${name}.json`;
  const job = JSON.parse((await readText(serverDeps().storage, key)).text) as { created: number };
  await serverDeps().storage.put(key, JSON.stringify({ ...job, created: 0 }), {
    contentType: 'application/json',
  });
}

describe.skipIf(!demo)('the demo’s Transcribe', () => {
  test('a sermon published in the demo gets a transcript that says the demo cannot hear it', async () => {
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Demo Heard'],
      ['audio', demoMp3(4), 'a.mp3'],
    ]);
    expect(answer.status).toBe(201);
    const episode = (await h.episodes()).find((e) => e.title === 'Demo Heard')!;
    const job = (await readJob(serverDeps().storage, h.suffix(episode)))!.job;
    expect(job).toMatchObject({ state: 'queued', started: true });
    await finishNow(job.jobName);
    const poll = await fetch(`${h.server.url}/.netlify/functions/transcription-poll`, {
      method: 'POST',
    });
    expect(await poll.json()).toMatchObject({ attached: 1 });
    const attached = (await h.episodes()).find((e) => e.title === 'Demo Heard')!;
    expect(attached.transcriptSource).toBe('machine');
    const text = storedCues(await read(attached.transcript!))
      .map((c) => c.text)
      .join(' ');
    expect(text).toContain('cannot hear this recording');
    expect(text).toContain('In production, Amazon Transcribe writes here what was said');
  });

  test('a demo recording’s job writes what the recording says', async () => {
    const cfg = config().transcribe;
    if (!cfg.enabled) throw new Error('the demo has transcription on');
    const sermon = (await h.episodes()).find((e) => e.enclosure.url.includes('/demo/voice/'))!;
    const audioKey = keyForUrl(config(), sermon.enclosure.url)!;
    const transcriber = createTranscriber(cfg);
    const jobName = `demo-recording-${Date.now()}`;
    const outputKey = `transcription/output/${jobName}.json`;
    await transcriber.start({ jobName, audioKey, outputKey, vocabularyName: null });
    await expect(
      transcriber.start({ jobName, audioKey, outputKey, vocabularyName: null }),
    ).rejects.toMatchObject({ code: 'ConflictException' });
    // queued for its first two seconds, then in progress: a loaded runner may take longer
    expect(['QUEUED', 'IN_PROGRESS']).toContain((await transcriber.get(jobName)).status);
    await finishNow(jobName);
    expect((await transcriber.get(jobName)).status).toBe('COMPLETED');
    const heard = storedCues(
      (await readText(serverDeps().storage, outputKey.replace(/json$/, 'vtt'))).text,
    );
    const published = storedCues(await read(sermon.transcript!));
    expect(heard.map((c) => c.text)).toEqual(published.map((c) => c.text));
  });
});
