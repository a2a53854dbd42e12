import { describe, expect, test } from 'vitest';
import { parseChaptersJson } from '../../../../../src/lib/podcast/json-chapters.ts';
import { readTranscript } from '../../../../../src/lib/podcast/transcript.ts';
import {
  demoChapters,
  demoCues,
  demoText,
} from '../../../../../src/server/demo/sermons/demo-texts.ts';
import { demoVoices, sermonAudioSize } from '../../../../../src/server/demo/sermons/voice-audio.ts';

const voice = demoVoices().get('man')!;
const seconds = 40 * 60;
const length = sermonAudioSize(seconds).seconds;

describe('the demo sermons’ transcripts and chapters', () => {
  test('repeat the passage’s sentences, pass after pass, to the end of the audio', () => {
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
      'Welcome',
      'Reading: Colossians 3:1-4',
      'Set your minds on things above',
      'Your life is hidden with Christ',
      'You will appear with him in glory',
      'Closing prayer',
    ]);
  });
});
