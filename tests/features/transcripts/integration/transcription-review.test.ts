/**
 * TRANSCRIPTS_REVIEW_FIRST (docs/security.md, "Where each rule is enforced"): a finished machine transcript is
 * kept under the private prefix, off the sermon page, /api/media, the feed, public media and
 * search, until staff save it in the editor; then the page, /api/media and the feed have it. Transcribe stand-in, Ceph.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { reviewKey } from '../../../../src/features/transcripts/server/job-store.ts';
import type { TranscriptAnswer } from '../../../../src/features/transcripts/shared/transcript-edit.ts';
import type { TranscriptionAdminInfo } from '../../../../src/features/transcripts/shared/types.ts';
import { readText } from '../../../../src/platform/server/storage/read.ts';
import { s3Env, startPodcastHarness } from '../../../helpers/podcast-client.ts';
import type { PodcastHarness } from '../../../helpers/podcast-client.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { searchSite } from '../../../helpers/search.ts';
import { startTranscribeStandIn, transcriptionHelpers } from './transcription.ts';
import type { TranscribeStandIn } from './transcription.ts';

const s3 = inject('s3');
let h: PodcastHarness;
let standIn: TranscribeStandIn;
const TITLE = 'Heard In Private';
const WORDS = 'Come to D-Nite on Friday at Dogwood.';

beforeAll(async () => {
  if (!s3) return;
  const env = await s3Env(s3, 'review');
  standIn = await startTranscribeStandIn(s3, [env['S3_BUCKET']!]);
  h = await startPodcastHarness(
    {
      ...env,
      TRANSCRIBE_ENABLED: 'true',
      TRANSCRIBE_ENDPOINT: standIn.url,
      TRANSCRIPTS_REVIEW_FIRST: 'true',
    },
    { searchRebuild: true },
  );
}, 60_000);
afterAll(async () => {
  await h?.close();
  await standIn?.close();
});

const { publish, find, suffixOf, job, poll, admin } = transcriptionHelpers(() => h);

/** Everything public about the sermon: its page, its /api/media entry, the feed, search. */
async function publicly() {
  const episode = (await find(TITLE))!;
  const path = new URL(episode.link!).pathname;
  const page = await (await fetch(h.server.url + path)).text();
  const feed = await (await fetch(`${h.server.url}/podcast.xml`)).text();
  const found = await searchSite(h.server.url, 'Friday Dogwood');
  const searched = found.some((f) => f.url === path && JSON.stringify(f).includes('Friday'));
  return { episode, page, feed, searched };
}

describe.skipIf(!s3)(`review first (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('a finished machine transcript stays private until staff save it', async () => {
    expect((await publish(TITLE)).status).toBe(201);
    await poll();
    const waiting = (await job(TITLE))!;
    expect(waiting).toMatchObject({ state: 'completed', awaitingReview: true });
    // the podcast admin lists it under "To review" from this answer
    const listed = (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
    expect(listed.jobs.find((j) => j.title === TITLE)).toMatchObject({ awaitingReview: true });
    const key = reviewKey(waiting.jobName);
    expect(key).toMatch(/^transcription\//);
    expect((await readText(serverDeps().storage, key)).text).toContain(WORDS);
    const before = await publicly();
    expect(before.episode.transcript).toBeUndefined();
    expect(before.page).not.toContain(WORDS);
    expect(before.feed).not.toMatch(/D-Nite|review\//);
    expect(before.searched).toBe(false);

    const path = `/api/transcription/transcripts/${await suffixOf(TITLE)}`;
    const got = (await (await admin(path)).json()) as TranscriptAnswer;
    expect(got.source).toBe('machine');
    expect(got.cues.map((c) => c.text).join(' ')).toContain(WORDS);
    const saved = await fetch(h.server.url + path, {
      method: 'PUT',
      headers: { cookie: await h.cookie('podcastadmin'), origin: h.server.url },
      body: JSON.stringify({ cues: got.cues }),
    });
    expect(saved.status).toBe(200);

    const after = await publicly();
    expect(after.episode.transcriptSource).toBe('staff');
    expect(after.page).toContain(WORDS);
    expect(after.feed).toContain(after.episode.transcript!);
    // search after a save is the editor's (transcript-editor.test.ts); this harness's search
    // rebuild cannot read Ceph's media, so it is not checked here
    expect(await job(TITLE)).toMatchObject({ awaitingReview: false });
    await expect(readText(serverDeps().storage, key)).rejects.toThrow();
  });
});
