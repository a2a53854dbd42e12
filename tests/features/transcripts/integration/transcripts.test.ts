/**
 * Transcripts and chapters through the podcast API, on their mode's storage
 * (tests/helpers/mode-storage.ts): published with an
 * episode, stored beside its audio with their content types, linked from the feed (read with
 * podcast-partytime) and shown on the sermon page; replaced and removed by edits; and broken
 * inputs refused with a message naming the line, the stored data byte-identical.
 */
import { parseFeed as partytime } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { STORAGE } from '../../../helpers/mode-storage.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { CHAPTERS, exists, read, SRT, typesOf, VTT } from './transcripts.ts';

// the tests run in order on one harness and one episode, across the three blocks
let h: PodcastHarness;
let episode: Episode;
const find = async () => (await h.episodes()).find((e) => e.title === 'Followed Along')!;

describe(`transcripts and chapters on ${STORAGE}`, () => {
  beforeAll(async () => {
    h = await startPodcastHarness();
  });
  test('publishes an episode with a VTT transcript and typed chapters', async () => {
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Followed Along'],
      ['chapters', CHAPTERS],
      ['audio', demoMp3(1), 'a.mp3'],
      ['image', await picture('jpeg', 1400), 'art.jpg'],
      ['transcript', Buffer.from(VTT), 'sermon.vtt'],
    ]);
    expect(answer, answer.message).toMatchObject({ status: 201 });
    episode = await find();
    expect(episode.transcript).toMatch(/\.vtt$/);
    expect(episode.transcriptSrt).toMatch(/\.srt$/);
    expect(episode.chapters).toMatch(/\.chapters\.json$/);
    // stored beside the audio, under the same media prefix
    for (const url of [episode.transcript!, episode.transcriptSrt!, episode.chapters!]) {
      expect(keyForUrl(config(), url)).toMatch(/^media\/\d{4}\//);
    }
    const vtt = await typesOf(h, episode.transcript!);
    expect(vtt.stored).toMatch(/^text\/vtt/);
    if (vtt.served) expect(vtt.served).toMatch(/^text\/vtt/);
    const chapters = await typesOf(h, episode.chapters!);
    expect(chapters.stored).toMatch(/^application\/json(\+chapters)?/);
    if (chapters.served) expect(chapters.served).toMatch(/^application\/json(\+chapters)?/);
    expect((await typesOf(h, episode.transcriptSrt!)).stored).toMatch(/^application\/srt/);
    const json = JSON.parse(await read(episode.chapters!)) as unknown;
    expect(json).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 3, title: 'Colossians 3:1-4' },
      ],
    });
  });

  test('the feed links both, as podcast-partytime reads it', async () => {
    const feed = partytime(await (await fetch(`${h.server.url}/podcast.xml`)).text());
    const item = feed!.items.find((i) => i.title === 'Followed Along')!;
    expect(item.podcastTranscripts).toEqual([
      expect.objectContaining({ url: episode.transcript, type: 'text/vtt', language: 'en' }),
      expect.objectContaining({ url: episode.transcriptSrt, type: 'application/srt' }),
    ]);
    expect(item.podcastChapters).toEqual({
      url: episode.chapters,
      type: 'application/json+chapters',
    });
  });

  test('the sermon page shows the transcript, the chapters and the captions track', async () => {
    const page = await (await fetch(`${h.server.url}${new URL(episode.link!).pathname}`)).text();
    const text = page.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Grace and peace. Let us read.');
    // each cue carries its times, for links to a moment (#t=N)
    expect(page).toMatch(/<span class="cue" data-start="2.5" data-end="5"\s*>Let us read\.<\/span/);
    expect(page).toContain('<span class="chapter-title">Colossians 3:1-4</span>');
    expect(page).toContain(
      `<track kind="captions" srclang="en" label="English" src="${episode.transcript}"`,
    );
  });
});

describe(`transcripts and chapters on ${STORAGE}`, () => {
  test('broken inputs are refused, naming the line, and nothing stored changes', async () => {
    const before = await h.snapshot();
    const suffix = h.suffix(episode);
    const cases: [string, [string, string | Buffer, string?][], number, RegExp][] = [
      [
        'times past the end',
        [['transcript', Buffer.from(VTT.replace('00:00:05.000', '00:09:05.000')), 'late.vtt']],
        400,
        /line 6 ends at 9:05, after the audio ends/,
      ],
      [
        'unordered chapters',
        [['chapters', '0:00 Welcome\n0:04 Prayer\n0:02 Reading']],
        400,
        /chapters line 3 starts at 0:02/,
      ],
      [
        'a binary file named .vtt',
        [['transcript', await picture('png', 64), 'sermon.vtt']],
        415,
        /not a text file: line 1/,
      ],
      [
        'a malformed SRT',
        [['transcript', Buffer.from('1\n00:00:00,000 --> 00:00:0x,000\nHi\n'), 'a.srt']],
        400,
        /line 2/,
      ],
      [
        'broken JSON chapters',
        [['chaptersFile', Buffer.from('{"version":"1.2.0",\n"chapters":[}'), 'c.json']],
        400,
        /line 2/,
      ],
    ];
    for (const [name, parts, status, message] of cases) {
      const answer = await h.submit('PUT', `/api/podcast/${suffix}`, [
        ['title', 'Followed Along'],
        ...parts,
      ]);
      expect(answer.status, name).toBe(status);
      expect(answer.message, name).toMatch(message);
      const created = await h.submit('POST', '/api/podcast', [
        ['title', 'Never Published'],
        ['audio', demoMp3(2), 'b.mp3'],
        ...parts,
      ]);
      expect(created.status, name).toBe(status);
    }
    expect(await h.snapshot()).toBe(before);
  });
});

describe(`transcripts and chapters on ${STORAGE}`, () => {
  afterAll(() => h.close());

  test('edits replace the transcript (from SRT) and remove either', async () => {
    const suffix = h.suffix(episode);
    const replaced = await h.submit('PUT', `/api/podcast/${suffix}`, [
      ['title', 'Followed Along'],
      ['transcript', Buffer.from(SRT), 'new.srt'],
    ]);
    expect(replaced.status, replaced.message).toBe(200);
    const after = await find();
    expect(after.transcript).not.toBe(episode.transcript);
    expect(after.chapters).toBe(episode.chapters);
    expect(await read(after.transcript!)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nA new transcript.\n',
    );
    expect(await exists(episode.transcript!)).toBe(false);
    expect(await exists(episode.transcriptSrt!)).toBe(false);

    const removed = await h.submit('PUT', `/api/podcast/${suffix}`, [
      ['chapters', ''],
      ['removeTranscript', 'yes'],
    ]);
    expect(removed.status, removed.message).toBe(200);
    const bare = await find();
    expect(bare).not.toHaveProperty('transcript');
    expect(bare).not.toHaveProperty('chapters');
    expect(await exists(after.transcript!)).toBe(false);
    expect(await exists(episode.chapters!)).toBe(false);
    const feed = partytime(await (await fetch(`${h.server.url}/podcast.xml`)).text());
    const item = feed!.items.find((i) => i.title === 'Followed Along')!;
    expect(item.podcastTranscripts).toBeUndefined();
    expect(item.podcastChapters).toBeUndefined();
  });
});
