/**
 * One scheduled round of transcription with 50 finished jobs (tools/bench/transcription.ts): a
 * feed of 50 sermons on file storage, their job records, Transcribe's VTT for each, and a
 * Transcriber that answers COMPLETED after 60 ms.
 */
import { createServer } from 'node:http';
import { toVtt } from '../../../src/features/transcripts/shared/captions.ts';
import type { Episode } from '../../../src/features/sermons/shared/api-types.ts';
import type { Config } from '../../../src/platform/server/config/index.ts';
import { channelFor } from '../../../src/features/sermons/server/feed/channel.ts';
import { createFeed } from '../../../src/features/sermons/server/feed/feed-store.ts';
import { guidForKey, mediaUrl } from '../../../src/features/sermons/server/media-keys.ts';
import { createStorage } from '../../../src/platform/server/storage/index.ts';
import type { Transcriber } from '../../../src/features/transcripts/server/client.ts';
import { updateJob } from '../../../src/features/transcripts/server/job-store.ts';
import { pollJobs } from '../../../src/features/transcripts/server/poll.ts';
import { vttKey } from '../../../src/features/transcripts/server/start.ts';
import { listen } from '../../local/listen.ts';
import { systemClock } from '../../../src/platform/shared/clock.ts';

const JOBS = 50;
const LATENCY_MS = 60;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const transcriber: Transcriber = {
  start: () => wait(LATENCY_MS),
  get: () => wait(LATENCY_MS).then(() => ({ status: 'COMPLETED' as const })),
  listJobs: () => Promise.resolve(0),
  getVocabulary: () => Promise.resolve({ state: 'READY' as const }),
  putVocabulary: () => Promise.resolve(),
};

/** The round's time, and how many it attached or left for the next. */
export async function fiftyPending(base: Config) {
  const hook = createServer((_req, res) => res.end('ok'));
  const { port } = await listen(hook);
  const cfg: Config = { ...base, searchBuildHook: `http://127.0.0.1:${port}/hook` };
  const storage = createStorage({ kind: 'fs', dir: `${base.dataDir}/bench-round` });
  const items: Episode[] = [];
  const now = new Date().toISOString();
  for (let i = 0; i < JOBS; i++) {
    const key = `media/2026/bench-${i}.mp3`;
    const suffix = key.slice('media/'.length);
    items.push({
      guid: guidForKey(cfg, key),
      title: `Sermon ${i}`,
      pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
      author: 'A',
      summary: 'S',
      image: '',
      duration: 1800,
      enclosure: { url: mediaUrl(cfg, key), type: 'audio/mpeg', length: 1 },
      transcriptSource: null,
    });
    const jobName = `bench-${i}`;
    // a first record only, as a fresh bench storage holds none
    await updateJob(storage, suffix, (current) =>
      current
        ? null
        : {
            suffix,
            title: `Sermon ${i}`,
            audioUrl: mediaUrl(cfg, key),
            audioKey: key,
            duration: 1800,
            jobName,
            state: 'in-progress',
            message: '',
            started: true,
            attempts: 0,
            startedAt: now,
            updatedAt: now,
          },
    );
    const cues = Array.from({ length: 600 }, (_, n) => ({
      start: n * 3,
      end: n * 3 + 3,
      text: `Sentence ${n} of sermon ${i}.`,
    }));
    await storage.put(vttKey(jobName), toVtt(cues), { contentType: 'text/vtt' });
  }
  await createFeed(storage, { channel: channelFor(cfg, systemClock.now()), items });
  const began = performance.now();
  const result = await pollJobs(
    { storage, cfg, seed: null, transcriber, clock: systemClock },
    18_000,
    {
      backfill: false,
    },
  );
  const ms = performance.now() - began;
  hook.close();
  return { ms, ...result };
}
