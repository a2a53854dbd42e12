/**
 * GET /api/transcription changes nothing (docs/security.md, "Where each rule is enforced"): a
 * finished job waits for the scheduled round. Against the Transcribe stand-in with Ceph.
 */
import { describe, expect, test } from 'vitest';
import { serverDeps } from '../../../../src/app/composition.ts';
import { readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { transcribeSuite, transcriptionHelpers } from './transcription.ts';

const { s3, parts } = transcribeSuite('transcribe-get');

const { publish, suffixOf, poll, admin, find } = transcriptionHelpers(() => parts.h);

describe.skipIf(!s3)(`reading the transcription admin (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('GET lists a finished job without attaching it; the scheduled round does', async () => {
    await publish('Read Only', 2);
    const suffix = await suffixOf('Read Only');
    const storage = serverDeps().storage;
    const before = await readJob(storage, suffix); // its ETag too: the bytes are unchanged
    const feed = (await storage.head('podcast/feed.xml'))?.etag;
    expect((await admin('/api/transcription')).status).toBe(200);
    expect(await readJob(storage, suffix)).toEqual(before);
    expect((await storage.head('podcast/feed.xml'))?.etag).toBe(feed);
    expect((await find('Read Only'))!.transcript).toBeFalsy();
    await poll();
    expect((await find('Read Only'))!.transcriptSource).toBe('machine');
  });

  test("the open panel's POST checks the jobs at once; without the site's origin it is refused", async () => {
    await publish('Checked Now', 2);
    const url = `${parts.h.server.url}/api/transcription`;
    const cookie = await parts.h.cookie('podcastadmin');
    const foreign = await fetch(url, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await find('Checked Now'))!.transcript).toBeFalsy();
    expect((await admin('/api/transcription', 'POST')).status).toBe(200);
    expect((await find('Checked Now'))!.transcriptSource).toBe('machine');
  });
});
