/**
 * Machine transcripts, measured (docs/architecture.md section 10):
 * 1. From a job's end until search finds the sermon by what was said, on the local server in
 *    demo mode (the demo's Transcribe emulator): the scheduled round attaches the transcript,
 *    publishing's build hook rebuilds the index, and the index is read once rebuilt. On Netlify
 *    add up to five minutes for the schedule and the deploy's build.
 * 2. One scheduled round with 50 pending jobs that have all finished, on file storage, against a
 *    Transcriber that answers after 60 ms as a distant service would.
 * Figures only: no budget fails the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessionToken } from '../../src/platform/server/auth/session.ts';
import { config, resetConfig } from '../../src/platform/server/config/index.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { readText } from '../../src/platform/server/storage/read.ts';
import { readJob } from '../../src/features/transcripts/server/job-store.ts';
import { startLocalServer } from '../local/server.ts';
import { closeServer, OWN_SITE_URL } from '../local/listen.ts';
import { fiftyPending } from './lib/transcription-round.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'dcc-transcribe-bench-'));
process.env['DATA_DIR'] = dataDir;
process.env['SITE_URL'] = OWN_SITE_URL; // the server's address once bound (listen.ts)
resetConfig();

async function jobEndToSearch(): Promise<number> {
  const { server, url, search } = await startLocalServer({ root: process.cwd(), port: 0 });
  try {
    const cookie = `dcc_session=${await createSessionToken('podcastadmin', config())}`;
    const form = new FormData();
    form.append('title', 'Bench Heard');
    const mp3 = await import('node:fs').then((fs) =>
      fs.readFileSync('tests/fixtures/audio/sermon-4.mp3'),
    );
    form.append('audio', new Blob([new Uint8Array(mp3)]), 'a.mp3');
    const published = await fetch(`${url}/api/podcast`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    if (published.status !== 201) throw new Error(`publishing answered ${published.status}`);
    await search.settled();
    const suffix = (
      (await (await fetch(`${url}/api/transcription`, { headers: { cookie } })).json()) as {
        jobs: { suffix: string }[];
      }
    ).jobs[0]!.suffix;
    const job = (await readJob(serverDeps().storage, suffix))!.job;
    const key = `transcription/emulator/jobs/${job.jobName}.json`;
    const record = JSON.parse((await readText(serverDeps().storage, key)).text) as object;
    const ended = performance.now(); // the job ends now: the emulator finishes it when next asked
    await serverDeps().storage.put(key, JSON.stringify({ ...record, created: 0 }), {
      contentType: 'application/json',
    });
    await fetch(`${url}/.netlify/functions/transcription-poll`, { method: 'POST' });
    await (await fetch(`${url}/pagefind/pagefind-entry.json`)).arrayBuffer(); // waits for the rebuild
    await search.settled();
    const took = performance.now() - ended;
    const media = (await (await fetch(`${url}/api/media`)).json()) as {
      title: string;
      transcriptSource: string | null;
    }[];
    if (media.find((e) => e.title === 'Bench Heard')?.transcriptSource !== 'machine')
      throw new Error('the machine transcript was not attached');
    return took;
  } finally {
    await closeServer(server);
  }
}

try {
  const found = await jobEndToSearch();
  console.log(`job end → found by search (local, demo emulator): ${Math.round(found)} ms`);
  const round = await fiftyPending(config());
  console.log(
    `one scheduled round, 50 pending jobs: ${Math.round(round.ms)} ms, ${round.attached} attached, ${round.deferred} left for the next round (limit 30 s)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
