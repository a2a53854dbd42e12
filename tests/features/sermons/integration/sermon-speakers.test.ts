/**
 * Who speaks, on the sermon page: a transcript's WebVTT voice tags become the speaker's name
 * at each change of speaker, each change a new paragraph (docs/content-editing.md, transcripts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORAGE } from '../../../helpers/mode-storage.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';

const VOICED = [
  'WEBVTT',
  '00:00:00.000 --> 00:00:01.000\n<v Pastor Amy Reed>Grace and peace.',
  '00:00:01.000 --> 00:00:02.000\n<v Pastor Amy Reed>Let us pray.',
  '00:00:02.000 --> 00:00:03.000\n<v Ben Ode>Amen.',
].join('\n\n');

let h: PodcastHarness;

describe(`the sermon page names its speakers on ${STORAGE}`, () => {
  beforeAll(async () => {
    h = await startPodcastHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  test('each change of speaker opens a paragraph with the name', async () => {
    const answer = await h.submit('POST', '/api/podcast', [
      ['title', 'Who Speaks'],
      ['audio', demoMp3(1), 'a.mp3'],
      ['image', await picture('jpeg', 1400), 'art.jpg'],
      ['transcript', Buffer.from(VOICED), 'sermon.vtt'],
    ]);
    expect(answer, answer.message).toMatchObject({ status: 201 });
    const episode = (await h.episodes()).find((e) => e.title === 'Who Speaks')!;
    const page = await (await fetch(`${h.server.url}${new URL(episode.link!).pathname}`)).text();
    const transcript = page.slice(page.indexOf('id="transcript"'));
    const paragraphs = [...transcript.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, body]) =>
      body!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(paragraphs).toEqual([
      'Pastor Amy Reed 0:00 Grace and peace. Let us pray.',
      'Ben Ode 0:02 Amen.',
    ]);
  });
});
