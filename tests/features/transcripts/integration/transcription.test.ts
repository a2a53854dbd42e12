/**
 * Machine transcripts (docs/architecture.md section 10): the production adapter against a Transcribe
 * stand-in with Ceph as the bucket; the schedule run at once by POST to transcription-poll.
 */
import { parseFeed as partytime } from 'podcast-partytime';
import { describe, expect, test } from 'vitest';
import { MACHINE_TRANSCRIPT_NOTE } from '../../../../src/features/sermons/shared/follow-along-html.ts';
import type { TranscriptionAdminInfo } from '../../../../src/features/transcripts/shared/types.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import { jobKey, readJob } from '../../../../src/features/transcripts/server/job-store.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { S3_SKIP_REASON } from '../../../helpers/s3.ts';
import { transcribeSuite, transcriptionHelpers } from './transcription.ts';
import { read, VTT } from './transcripts.ts';

const { s3, parts } = transcribeSuite('transcribe');

const { publish, find, suffixOf, job, poll, admin, shownEstimate } = transcriptionHelpers(
  () => parts.h,
);

describe.skipIf(!s3)(`machine transcripts (${s3 ? 'Ceph' : S3_SKIP_REASON})`, () => {
  test('publishing without a transcript starts a job that the schedule attaches', async () => {
    expect((await publish('Heard By Machine')).status).toBe(201);
    const started = await job('Heard By Machine');
    expect(started).toMatchObject({ state: 'queued', started: true });
    const asked = parts.standIn.jobs.get(started!.jobName)!;
    expect(asked.outputKey).toMatch(/^transcription\//);
    expect(asked.vocabulary).toBe('dcc-church-glossary');
    expect(parts.standIn.vocabularies.get('dcc-church-glossary')).toContain('Family-Promise');
    expect((await poll()).attached).toBe(1);
    const episode = (await find('Heard By Machine'))!;
    expect(episode.transcriptSource).toBe('machine');
    const vtt = await read(episode.transcript!);
    expect(vtt).toContain('<v Speaker 1>Come to D-Nite on Friday at Dogwood.');
    expect(vtt).toContain('<v Speaker 2>Amen, pastor.');
    expect(await read(episode.transcriptSrt!)).toContain('Come to D-Nite on Friday');
    const feed = partytime(await (await fetch(`${parts.h.server.url}/podcast.xml`)).text());
    const item = feed!.items.find((i) => i.title === 'Heard By Machine')!;
    expect(item.podcastTranscripts?.[0]).toMatchObject({
      url: episode.transcript,
      type: 'text/vtt',
    });
    expect(await job('Heard By Machine')).toMatchObject({ state: 'completed' });
    const page = await (
      await fetch(`${parts.h.server.url}${new URL(episode.link!).pathname}`)
    ).text();
    expect(page).toContain(MACHINE_TRANSCRIPT_NOTE);
    expect(page).toContain('Come to D-Nite on Friday at Dogwood.');
  });

  test('a sermon published with a transcript, or edited keeping its audio, starts nothing', async () => {
    const before = parts.standIn.jobs.size;
    await publish('Typed By Staff', 4, [['transcript', Buffer.from(VTT), 'a.vtt']]);
    expect(await job('Typed By Staff')).toBeUndefined();
    const suffix = await suffixOf('Heard By Machine');
    expect(
      (await parts.h.submit('PUT', `/api/podcast/${suffix}`, [['title', 'Heard By Machine']]))
        .status,
    ).toBe(200);
    expect(parts.standIn.jobs.size).toBe(before);
    const refused = await admin(
      `/api/transcription/jobs/${await suffixOf('Typed By Staff')}`,
      'POST',
    );
    expect(refused.status).toBe(409);
  });

  test('a failed job keeps Transcribe’s reason for staff, and can be retried', async () => {
    await publish('Fails Once', 2);
    const key = parts.standIn.jobs.get((await job('Fails Once'))!.jobName)!.key;
    parts.standIn.failing.add(key);
    await poll();
    expect(await job('Fails Once')).toMatchObject({ state: 'failed' });
    const info = (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
    const shown = info.jobs.find((j) => j.title === 'Fails Once')!;
    expect(shown.message).toContain('The media file is too short to transcribe.');
    parts.standIn.failing.delete(key);
    const retried = await admin(`/api/transcription/jobs/${await suffixOf('Fails Once')}`, 'POST');
    expect(retried.status).toBe(202);
    await poll();
    expect((await find('Fails Once'))!.transcriptSource).toBe('machine');
  });
});

describe.skipIf(!s3)('machine transcripts when things go wrong', () => {
  test('throttled starts are retried later with backoff', async () => {
    parts.standIn.throttle = 10;
    await publish('Busy Service', 5);
    const waiting = (await job('Busy Service'))!;
    expect(waiting).toMatchObject({ state: 'queued', started: false, attempts: 1 });
    expect(waiting.message).toMatch(/ThrottlingException/);
    parts.standIn.throttle = 0;
    const storage = serverDeps().storage;
    const due = { ...waiting, retryAt: new Date(Date.now() - 1000).toISOString() };
    await storage.put(jobKey(waiting.suffix), JSON.stringify(due), {
      contentType: 'application/json',
    });
    await poll(); // starts it
    await poll(); // attaches it
    expect((await find('Busy Service'))!.transcriptSource).toBe('machine');
  });

  test('a job that never ends is given up after the stated time, and says so', async () => {
    await publish('Never Ends', 3);
    const record = (await job('Never Ends'))!;
    parts.standIn.stalling.add(parts.standIn.jobs.get(record.jobName)!.key);
    const old = { ...record, startedAt: '2020-01-01T00:00:00.000Z' };
    await serverDeps().storage.put(jobKey(record.suffix), JSON.stringify(old), {
      contentType: 'application/json',
    });
    await poll();
    expect(await job('Never Ends')).toMatchObject({ state: 'timed-out' });
    expect((await job('Never Ends'))!.message).toMatch(/had not finished after 12 hours/);
  });

  test('a sermon removed mid-job is discarded', async () => {
    await publish('Removed Midway', 1);
    const removed = (await job('Removed Midway'))!;
    expect((await parts.h.remove(removed.suffix)).status).toBe(200);
    await poll();
    expect((await readJob(serverDeps().storage, removed.suffix))!.job).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/removed while it was transcribed/) as unknown,
    });
  });

  test('audio replaced mid-job waits for the open job, then gets its own transcript', async () => {
    await publish('Replaced Midway', 1);
    const first = (await job('Replaced Midway'))!;
    const jobs = parts.standIn.jobs.size;
    await parts.h.submit('PUT', `/api/podcast/${first.suffix}`, [
      ['title', 'Replaced Midway'],
      ['audio', demoMp3(2), 'b.mp3'],
    ]);
    // one open job per sermon: the new audio waits in the record, nothing more is started
    const waiting = (await readJob(serverDeps().storage, first.suffix))!.job;
    expect(waiting.jobName).toBe(first.jobName);
    expect(waiting.next?.audioUrl).not.toBe(first.audioUrl);
    expect(parts.standIn.jobs.size).toBe(jobs);
    await poll(); // the old job ends, its transcript is discarded, the new audio's job starts
    expect(parts.standIn.jobs.size).toBe(jobs + 1);
    const second = (await readJob(serverDeps().storage, first.suffix))!.job;
    expect(second.audioUrl).toBe(waiting.next?.audioUrl);
    await poll();
    const episode = (await find('Replaced Midway'))!;
    expect(episode.transcript).toContain(second.jobName);
    expect(episode.enclosure.url).toBe(second.audioUrl);
  });

  test('two finishers at once store one transcript', async () => {
    await publish('Twice Finished', 4);
    await Promise.all([poll(), poll(), admin('/api/transcription')]);
    const episode = (await find('Twice Finished'))!;
    expect(episode.transcriptSource).toBe('machine');
    const xml = await (await fetch(`${parts.h.server.url}/podcast.xml`)).text();
    const item = xml.split('<item>').find((i) => i.includes('Twice Finished'))!;
    expect(item.match(/<podcast:transcript /g)).toHaveLength(2);
    const name = (await job('Twice Finished'))!.jobName;
    const folder = (await serverDeps().storage.list('media/')).filter((o) => o.key.includes(name));
    expect(folder.map((o) => o.key.slice(-4)).sort()).toEqual(['.srt', '.vtt']);
  });
});

describe.skipIf(!s3)('the transcription admin', () => {
  test('needs the podcast area, and the site’s origin to change anything', async () => {
    expect((await fetch(`${parts.h.server.url}/api/transcription`)).status).toBe(401);
    const cookie = await parts.h.cookie('podcastadmin');
    const foreign = await fetch(`${parts.h.server.url}/api/transcription/backfill`, {
      method: 'POST',
      headers: { cookie, origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
    const info = (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
    expect(info).toMatchObject({ enabled: true, howToEnable: null });
    expect(info.jobs.map((j) => j.state)).toContain('timed-out');
  });

  test('the backfill estimates, runs the sermons without a transcript, and stops', async () => {
    const shown = await shownEstimate();
    expect(shown.sermons).toBeGreaterThanOrEqual(1); // the job that never ended
    expect(shown.minutes).toBeGreaterThan(0);
    expect((await admin('/api/transcription/backfill', 'POST', shown)).status).toBe(202);
    expect((await admin('/api/transcription/backfill', 'POST', shown)).status).toBe(409);
    const info = (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
    expect(info.backfill).toMatchObject({ state: 'running', total: shown.sermons });
    expect(info.backfill!.inFlight + info.backfill!.done).toBeGreaterThan(0);
    expect((await admin('/api/transcription/backfill', 'DELETE')).status).toBe(200);
    const after = (await (await admin('/api/transcription')).json()) as TranscriptionAdminInfo;
    expect(after.backfill?.state).toBe('stopped');
  });
});
