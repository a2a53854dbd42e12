import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseChaptersJson } from '../../../../src/features/sermons/shared/json-chapters.ts';
import { readTranscript } from '../../../../src/features/transcripts/shared/transcript.ts';
import { demoChapters, demoCues, demoText } from '../../../../src/features/sermons/demo/texts.ts';
import { demoSermons } from '../../../../src/features/sermons/demo/episodes.ts';
import { demoVoices, sermonAudioSize } from '../../../../src/features/sermons/demo/voice-audio.ts';

const voices = await demoVoices(null);

const voice = voices.get('colossians-3-1-4')!;
const seconds = 40 * 60;
const length = sermonAudioSize(seconds).seconds;
const sermons = demoSermons(new Date('2026-11-25T12:00:00Z'), 'America/New_York');
/** What each sermon's recording was made to say (tools/make-demo-voices.ts). */
const scripts = JSON.parse(readFileSync('tools/demo-voices/readings.json', 'utf8')) as Record<
  string,
  { reading: string[]; words: string[] }
>;

describe('the demo sermons’ transcripts and chapters', () => {
  test('repeat the recording’s sentences, pass after pass, to the end of the audio', () => {
    const cues = demoCues(voice, seconds);
    const perPass = voice.sentences.length;
    expect(cues[perPass]).toEqual({
      start: Math.round((voice.seconds + voice.sentences[0]!.start) * 1000) / 1000,
      end: Math.round((voice.seconds + voice.sentences[0]!.end) * 1000) / 1000,
      text: voice.sentences[0]!.text,
    });
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(length);
    expect(cues.at(-1)!.end).toBeGreaterThan(length - voice.seconds);
  });

  test('are files an upload would pass: in order and within the audio', () => {
    const vtt = readTranscript(demoText('vtt', voice, seconds), length);
    expect(vtt.ok && vtt.value).toEqual(demoCues(voice, seconds));
    expect(readTranscript(demoText('srt', voice, seconds), length)).toEqual(vtt);
    const chapters = parseChaptersJson(demoText('chapters.json', voice, seconds), length);
    expect(chapters.ok && chapters.value).toEqual(demoChapters(voice, seconds));
    expect(demoChapters(voice, seconds).map((c) => c.title)).toEqual([
      'Reading: Colossians 3:1-4',
      'The text in its setting',
      'What it meant then',
      'What it means now',
      'Living it out',
      'Closing prayer',
    ]);
  });

  test('each sermon’s begin with its own passage, read aloud, and its own words', () => {
    for (const sermon of sermons) {
      const own = voices.get(sermon.voice)!;
      const script = scripts[sermon.passage]!;
      const cues = demoCues(own, sermon.seconds);
      expect(cues[0]!.text, sermon.title).toBe(script.reading[0]);
      expect(cues.slice(0, own.sentences.length).map((c) => c.text)).toEqual([
        ...script.reading,
        ...script.words,
      ]);
      const chapters = demoChapters(own, sermon.seconds);
      expect(chapters[0]).toEqual({ startTime: 0, title: `Reading: ${sermon.passage}` });
      expect(chapters).toHaveLength(6);
    }
  });

  test('no sentence of one sermon is said in another', () => {
    const transcripts = sermons.map((sermon) => ({
      sermon,
      cues: demoCues(voices.get(sermon.voice)!, sermon.seconds),
    }));
    for (const { sermon, cues } of transcripts) {
      const texts = new Set(cues.map((c) => c.text));
      expect(texts.size, sermon.title).toBeGreaterThanOrEqual(2);
      for (const other of transcripts) {
        if (other.sermon === sermon) continue;
        const said = other.cues.map((c) => c.text).join('\n');
        for (const text of texts)
          expect(said, `${sermon.title} in ${other.sermon.title}`).not.toContain(text);
      }
    }
  });
});
