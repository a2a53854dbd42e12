/**
 * The transcript editor's endpoints with real requests on their mode's storage
 * (tests/helpers/mode-storage.ts; docs/requirements.md sections 5 and 7): GET gives a sermon's cues with their speaker labels;
 * PUT stores the corrected words and speaker names as an upload is stored (VTT and SRT under fresh
 * keys, the old ones deleted), marks the transcript reviewed in the feed, and the sermon page and
 * search show the correction. Only the podcast admin may call them, PUT from the same origin;
 * broken corrections are refused naming the cue, and nothing stored changes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import type { TranscriptAnswer } from '../../../../src/features/transcripts/shared/transcript-edit.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3 } from '../../../helpers/podcast-fixtures.ts';
import { searchSite } from '../../../helpers/search.ts';
import { STORAGE } from '../../../helpers/mode-storage.ts';
import { exists, read } from './transcripts.ts';

const TITLE = 'Corrected Along';
const VTT = [
  'WEBVTT',
  '00:00:00.000 --> 00:00:02.000\n<v Speaker 1>Welcome to dee night.',
  '00:00:02.500 --> 00:00:04.000\n<v Speaker 2>Thank you, pastor.',
  '00:00:04.000 --> 00:00:05.000\n<v Speaker 1>Let us pray.',
].join('\n\n');

interface Context {
  h: PodcastHarness;
  episode: Episode;
  path: string;
  admin: Record<string, string>;
}
const c = {} as Context;
const send = (body: unknown, headers: Record<string, string> = c.admin) =>
  fetch(c.h.server.url + c.path, { method: 'PUT', headers, body: JSON.stringify(body) });
const stored = async () =>
  (await (await fetch(c.h.server.url + c.path, { headers: c.admin })).json()) as TranscriptAnswer;

async function start(): Promise<void> {
  c.h = await startPodcastHarness({}, { searchRebuild: true });
  const answer = await c.h.submit('POST', '/api/podcast', [
    ['title', TITLE],
    ['audio', demoMp3(1), 'a.mp3'],
    ['transcript', Buffer.from(VTT), 'sermon.vtt'],
  ]);
  expect(answer.status, answer.message).toBe(201);
  c.episode = (await c.h.episodes()).find((e) => e.title === TITLE)!;
  c.path = `/api/transcription/transcripts/${c.h.suffix(c.episode)}`;
  c.admin = { cookie: await c.h.cookie('podcastadmin'), origin: c.h.server.url };
}

async function gives() {
  expect(await stored()).toEqual({
    title: TITLE,
    audioUrl: c.episode.enclosure.url,
    source: 'staff',
    cues: [
      { start: 0, end: 2, voice: 'Speaker 1', text: 'Welcome to dee night.' },
      { start: 2.5, end: 4, voice: 'Speaker 2', text: 'Thank you, pastor.' },
      { start: 4, end: 5, voice: 'Speaker 1', text: 'Let us pray.' },
    ],
  });
}

async function guarded() {
  const before = await c.h.snapshot();
  const cues = (await stored()).cues;
  const url = c.h.server.url + c.path;
  expect((await fetch(url)).status).toBe(401);
  const youth = { cookie: await c.h.cookie('dccyouth'), origin: c.h.server.url };
  expect((await fetch(url, { headers: youth })).status).toBe(403);
  expect((await send({ cues }, youth)).status).toBe(403);
  expect((await send({ cues }, { cookie: c.admin['cookie']! })).status).toBe(403);
  expect((await send({ cues }, { ...c.admin, origin: 'https://elsewhere.example' })).status).toBe(
    403,
  );
  const unknown = await fetch(`${c.h.server.url}/api/transcription/transcripts/x.mp3`, {
    headers: c.admin,
  });
  expect(unknown.status).toBe(404);
  expect(await c.h.snapshot()).toBe(before);
}

async function refuses() {
  const before = await c.h.snapshot();
  const cues = (await stored()).cues;
  const cases: [unknown, RegExp][] = [
    [
      { cues: cues.map((cue, i) => (i === 1 ? { ...cue, start: 3 } : cue)) },
      /^Cue 2 \(0:02\): its times must stay/,
    ],
    [
      { cues: cues.map((cue, i) => (i === 2 ? { ...cue, text: ' ' } : cue)) },
      /^Cue 3 \(0:04\) has no words/,
    ],
    [{ cues: cues.slice(1) }, /has 3 cues but 2 were sent/],
    [{ cues, speakers: { 'Speaker 7': 'Ann' } }, /spoken by "Speaker 7"/],
    [{ cues, speakers: { 'Speaker 1': '' } }, /name for "Speaker 1" is empty/],
    ['{"cues": [', /not valid JSON/],
  ];
  for (const [body, message] of cases) {
    const response = await (typeof body === 'string'
      ? fetch(c.h.server.url + c.path, { method: 'PUT', headers: c.admin, body })
      : send(body));
    const answer = (await response.json()) as { message: string };
    expect(response.status, String(message)).toBe(400);
    expect(answer.message).toMatch(message);
  }
  expect(await c.h.snapshot()).toBe(before);
}

async function saves() {
  const cues = (await stored()).cues;
  cues[0]!.text = 'Welcome to D-Nite, zephyrine friends.';
  const response = await send({ cues, speakers: { 'Speaker 1': 'Pastor Amy Reed' } });
  const answer = (await response.json()) as { message: string };
  expect(response.status, answer.message).toBe(200);
  expect(answer.message).toBe(`The transcript of "${TITLE}" was saved and marked reviewed.`);
  const after = (await c.h.episodes()).find((e) => e.title === TITLE)!;
  expect(after.transcriptSource).toBe('staff');
  expect(after.transcript).not.toBe(c.episode.transcript);
  expect(await read(after.transcript!)).toBe(
    'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Pastor Amy Reed>Welcome to D-Nite, zephyrine friends.\n\n' +
      '00:00:02.500 --> 00:00:04.000\n<v Speaker 2>Thank you, pastor.\n\n' +
      '00:00:04.000 --> 00:00:05.000\n<v Pastor Amy Reed>Let us pray.\n',
  );
  expect(await read(after.transcriptSrt!)).toMatch(
    /^1\n00:00:00,000 --> 00:00:02,000\nWelcome to D-Nite/,
  );
  expect(await exists(c.episode.transcript!)).toBe(false);
  expect(await exists(c.episode.transcriptSrt!)).toBe(false);
  expect((await stored()).cues.map((cue) => cue.voice)).toEqual([
    'Pastor Amy Reed',
    'Speaker 2',
    'Pastor Amy Reed',
  ]);
  const page = await (await fetch(c.h.server.url + new URL(after.link!).pathname)).text();
  expect(page).toContain('Welcome to D-Nite, zephyrine friends.');
  const [found] = await searchSite(c.h.server.url, 'zephyrine');
  expect(found?.url).toBe(new URL(after.link!).pathname);
}

describe(`the transcript editor on ${STORAGE}`, () => {
  beforeAll(start);
  afterAll(() => c.h.close());
  test('GET gives the cues with their times and speaker labels', gives);
  test('only the podcast admin may call them, PUT from the same origin', guarded);
  test('broken corrections are refused, naming the cue; nothing changes', refuses);
  test('PUT stores the correction, names, reviewed; page and search follow', saves);
});
