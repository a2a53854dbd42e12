/**
 * The demo sermons' audio, made on request: each sermon's own recording (voices/<id>.mp3, a few
 * seconds of its passage and its theme in its speaker's voice, whole frames that stand alone;
 * tools/make-demo-voices.ts) repeated for the sermon's length. Byte n of a sermon is byte n mod
 * L of the recording, so any range is cut without making the rest; the sizes are exact, as a
 * feed's enclosure length must be.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { shippedPath } from '../../../platform/server/shipped-files.ts';
import { VOICE_FORMAT } from './voice-format.ts';

/** One sentence of a recording, in seconds from the recording's start. */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** One sermon's recording: its frames and sentences, and whose reading of which passage. */
export interface Voice {
  /** The slug of its passage (episodes.ts), as storage keys name it. */
  id: string;
  /** The sermon's Bible passage, which the recording begins by reading. */
  passage: string;
  speaker: string;
  frames: Buffer;
  /** The recording's length in seconds. */
  seconds: number;
  sentences: Sentence[];
}

interface Manifest {
  file: string;
  passage: string;
  speaker: string;
  sentences: Sentence[];
}

const VOICES_DIR = 'src/features/sermons/demo/voices';
let voices: Map<string, Voice> | undefined;

/** The sermons' recordings by id (read once per instance). */
export function demoVoices(): Map<string, Voice> {
  if (!voices) {
    const dir = shippedPath(VOICES_DIR);
    const text = readFileSync(join(dir, 'voices.json'), 'utf8');
    const manifest = JSON.parse(text) as Record<string, Manifest>;
    voices = new Map(
      Object.entries(manifest).map(([id, { file, passage, speaker, sentences }]) => {
        const frames = readFileSync(join(dir, file));
        const seconds = (frames.length / VOICE_FORMAT.frameBytes) * VOICE_FORMAT.frameSeconds;
        return [id, { id, passage, speaker, frames, seconds, sentences }];
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

/** Bytes `start` to `end` (inclusive) of a sermon made of the recording. */
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
