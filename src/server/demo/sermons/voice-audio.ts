/**
 * The demo sermons' audio, made on request: a voice's passage (voices/<voice>.mp3, whole frames
 * that stand alone) repeated for the sermon's length. Byte n of a sermon is byte n mod L of the
 * passage, so any range is cut without making the rest; the sizes are exact, as a feed's
 * enclosure length must be.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { shippedPath } from '../../shipped-files.ts';
import { VOICE_FORMAT } from './voice-format.ts';

/** One sentence of a voice's passage, in seconds from the passage's start. */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** A recorded voice: its passage's frames and sentences. */
export interface Voice {
  id: string;
  frames: Buffer;
  /** The passage's length in seconds. */
  seconds: number;
  sentences: Sentence[];
}

const VOICES_DIR = 'src/server/demo/sermons/voices';
let voices: Map<string, Voice> | undefined;

/** The recorded voices by id (read once per instance). */
export function demoVoices(): Map<string, Voice> {
  if (!voices) {
    const dir = shippedPath(VOICES_DIR);
    const manifest = JSON.parse(readFileSync(join(dir, 'voices.json'), 'utf8')) as Record<
      string,
      { file: string; sentences: Sentence[] }
    >;
    voices = new Map(
      Object.entries(manifest).map(([id, { file, sentences }]) => {
        const frames = readFileSync(join(dir, file));
        const seconds = (frames.length / VOICE_FORMAT.frameBytes) * VOICE_FORMAT.frameSeconds;
        return [id, { id, frames, seconds, sentences }];
      }),
    );
  }
  return voices;
}

/** The exact length in seconds and size in bytes of a sermon of about `seconds`. */
export function sermonAudioSize(seconds: number): { seconds: number; bytes: number } {
  const frames = Math.max(1, Math.round(seconds / VOICE_FORMAT.frameSeconds));
  return { seconds: frames * VOICE_FORMAT.frameSeconds, bytes: frames * VOICE_FORMAT.frameBytes };
}

/** Bytes `start` to `end` (inclusive) of a sermon spoken by the voice. */
export function sermonAudio(voice: Voice, start: number, end: number): Readable {
  const passage = voice.frames;
  return Readable.from(
    (function* () {
      let at = start;
      while (at <= end) {
        const offset = at % passage.length;
        const take = Math.min(passage.length - offset, end - at + 1, 64 * 1024);
        yield passage.subarray(offset, offset + take);
        at += take;
      }
    })(),
  );
}
