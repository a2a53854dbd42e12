import { readdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { parseBuffer } from 'music-metadata';
import { describe, expect, test } from 'vitest';
import { demoCues } from '../../../../src/features/sermons/demo/texts.ts';
import { demoSermons } from '../../../../src/features/sermons/demo/episodes.ts';
import {
  demoVoices,
  sermonAudio,
  sermonAudioSize,
} from '../../../../src/features/sermons/demo/voice-audio.ts';
import { VOICE_FORMAT } from '../../../../src/features/sermons/demo/voice-format.ts';

const voices = await demoVoices(null);

const DIR = 'src/features/sermons/demo/voices';
const sermons = demoSermons(new Date('2026-11-25T12:00:00Z'), 'America/New_York');
const mp3 = (bytes: Buffer) => parseBuffer(new Uint8Array(bytes), { mimeType: 'audio/mpeg' });

describe('the demo sermons’ recordings', () => {
  test('one per sermon, of its passage in its speaker’s voice, and no other', () => {
    const ids = new Set(sermons.map((s) => s.voice));
    expect(ids.size).toBe(sermons.length);
    for (const sermon of sermons) {
      const voice = voices.get(sermon.voice);
      expect(voice, sermon.title).toMatchObject({
        passage: sermon.passage,
        speaker: sermon.speaker,
      });
    }
    expect([...voices.keys()].sort()).toEqual([...ids].sort());
    const files = readdirSync(DIR).filter((f) => f.endsWith('.mp3'));
    expect(files.sort()).toEqual([...ids].map((id) => `${id}.mp3`).sort());
  });

  test('are a few seconds each, of whole frames without tags, and keep the repository small', async () => {
    let total = 0;
    for (const voice of voices.values()) {
      const { frames } = voice;
      total += frames.length;
      expect(frames.length % VOICE_FORMAT.frameBytes, voice.id).toBe(0);
      expect(frames.subarray(0, 3).toString('latin1')).not.toBe('ID3');
      expect(frames.includes('Info') || frames.includes('Xing') || frames.includes('TAG')).toBe(
        false,
      );
      expect(voice.seconds).toBeGreaterThan(5);
      expect(voice.seconds).toBeLessThan(15);
      const meta = await mp3(frames);
      expect(meta.format.sampleRate).toBe(VOICE_FORMAT.sampleRate);
      expect(meta.format.numberOfChannels).toBe(1);
      expect(meta.format.bitrate).toBe(VOICE_FORMAT.kbps * 1000);
      expect(Math.abs(meta.format.duration! - voice.seconds), voice.id).toBeLessThan(0.1);
    }
    expect(total).toBeLessThan(850_000);
  });

  test('time each sentence within the recording, in order', () => {
    for (const voice of voices.values()) {
      let after = 0;
      for (const sentence of voice.sentences) {
        expect(sentence.start, voice.id).toBeGreaterThanOrEqual(after);
        expect(sentence.end).toBeGreaterThan(sentence.start);
        after = sentence.end;
      }
      expect(after, voice.id).toBeLessThanOrEqual(voice.seconds);
    }
  });

  test('repeat to a sermon whose length, bytes and cues agree', async () => {
    const voice = voices.get(sermons[7]!.voice)!;
    const size = sermonAudioSize(95);
    const audio = await buffer(sermonAudio(voice, 0, size.bytes - 1));
    expect(audio.length).toBe(size.bytes);
    expect(audio.subarray(voice.frames.length, 2 * voice.frames.length)).toEqual(voice.frames);
    const meta = await mp3(audio);
    expect(Math.abs(meta.format.duration! - size.seconds)).toBeLessThan(0.1);
    const cues = demoCues(voice, 95);
    const passes = Math.floor(size.seconds / voice.seconds);
    expect(cues.length).toBeGreaterThanOrEqual(passes * voice.sentences.length);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(size.seconds);
    // cue i is sentence i mod n of pass i div n, where the audio says it
    cues.forEach((cue, i) => {
      const sentence = voice.sentences[i % voice.sentences.length]!;
      const offset = Math.floor(i / voice.sentences.length) * voice.seconds;
      expect(cue.text).toBe(sentence.text);
      expect(cue.start).toBeCloseTo(offset + sentence.start, 3);
      expect(cue.end).toBeCloseTo(offset + sentence.end, 3);
    });
  });
});
