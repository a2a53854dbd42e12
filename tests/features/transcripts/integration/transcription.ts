/** What the machine-transcript suite does again and again, over its harness. */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { shownOf } from '../../../../src/features/transcripts/shared/jobs.ts';
import type { BackfillEstimate } from '../../../../src/features/transcripts/shared/types.ts';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import {
  s3Env,
  startPodcastHarness,
  type PodcastHarness,
} from '../../../helpers/podcast-client.ts';
import { startTranscribeStandIn as startStandIn } from '../../../helpers/transcribe-server.ts';
import type { TranscribeStandIn as StandIn } from '../../../helpers/transcribe-server.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';

export {
  startTranscribeStandIn,
  type TranscribeStandIn,
} from '../../../helpers/transcribe-server.ts';

/** Publishing, finding, the job record, a scheduled round and the admin's calls. */
export function transcriptionHelpers(harness: () => PodcastHarness) {
  const publish = (
    title: string,
    n: 1 | 2 | 3 | 4 | 5 = 4,
    extra: [string, Buffer, string][] = [],
  ) =>
    harness().submit('POST', '/api/podcast', [
      ['title', title],
      ['audio', demoMp3(n), 'a.mp3'],
      ...extra,
    ]);
  const find = async (title: string): Promise<Episode | undefined> =>
    (await harness().episodes()).find((e) => e.title === title);
  const suffixOf = async (title: string) => harness().suffix((await find(title))!);
  const job = async (title: string) =>
    (await readJob(serverDeps().storage, await suffixOf(title)))?.job;
  const poll = async () => {
    const response = await fetch(`${harness().server.url}/.netlify/functions/transcription-poll`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { attached: number };
  };
  const admin = async (path: string, method = 'GET', json?: unknown) => {
    const headers = {
      cookie: await harness().cookie('podcastadmin'),
      origin: harness().server.url,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const body = json === undefined ? null : JSON.stringify(json);
    return fetch(`${harness().server.url}${path}`, { method, headers, body });
  };
  /** The backfill's estimate as the admin page shows it, to confirm a start with. */
  const shownEstimate = async () =>
    shownOf((await (await admin('/api/transcription/backfill')).json()) as BackfillEstimate);
  return { publish, find, suffixOf, job, poll, admin, shownEstimate };
}

/**
 * For the suite: Ceph's bucket named `name`, the Transcribe stand-in reading it and a harness
 * with machine transcripts on and `env` (a scenario's settings); nothing without Ceph (the suite
 * skips on `s3`).
 */
export function transcribeSuite(name: string, env: Record<string, string> = {}) {
  const s3 = inject('s3');
  const parts = {} as { h: PodcastHarness; standIn: StandIn };
  beforeAll(async () => {
    if (!s3) return;
    const bucket = await s3Env(s3, name);
    parts.standIn = await startStandIn(s3, [bucket['S3_BUCKET']!]);
    parts.h = await startPodcastHarness({
      ...bucket,
      TRANSCRIBE_ENABLED: 'true',
      TRANSCRIBE_ENDPOINT: parts.standIn.url,
      ...env,
    });
  }, 60_000);
  afterAll(async () => {
    await parts.h?.close();
    await parts.standIn?.close();
  });
  return { s3, parts };
}
