/**
 * The demo sermons' audio, made on request: each sermon's own recording (voices/<id>.mp3, a few
 * seconds of its passage and its theme in its speaker's voice, whole frames that stand alone;
 * tools/make-demo-voices.ts) repeated for the sermon's length. Byte n of a sermon is byte n mod
 * L of the recording, so any range is cut without making the rest; the sizes are exact, as a
 * feed's enclosure length must be.
 */
import { Readable } from 'node:stream';
import { readDemoFile } from '../../../platform/server/demo-files.ts';
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
let manifest: Promise<Record<string, Manifest>> | undefined;
const loaded = new Map<string, Promise<Voice>>();

/** A promise kept for the instance once it resolves, forgotten if it fails. */
function kept<T>(make: () => Promise<T>, forget: () => void): Promise<T> {
  return make().catch((error: unknown) => {
    forget();
    throw error;
  });
}

function manifestOf(origin: string | null): Promise<Record<string, Manifest>> {
  manifest ??= kept(
    async () =>
      JSON.parse(
        (await readDemoFile(`${VOICES_DIR}/voices.json`, origin)).toString('utf8'),
      ) as Record<string, Manifest>,
    () => (manifest = undefined),
  );
  return manifest;
}

/**
 * One sermon's recording by id, or undefined for no such recording; each read once per
 * instance, from the sources or from the demo site at `origin` (platform/server/demo-files.ts).
 */
export async function demoVoice(id: string, origin: string | null): Promise<Voice | undefined> {
  const entry = (await manifestOf(origin))[id];
  if (!entry) return undefined;
  const { file, passage, speaker, sentences } = entry;
  let voice = loaded.get(id);
  if (!voice) {
    voice = kept(
      async () => {
        const frames = await readDemoFile(`${VOICES_DIR}/${file}`, origin);
        const seconds = (frames.length / VOICE_FORMAT.frameBytes) * VOICE_FORMAT.frameSeconds;
        return { id, passage, speaker, frames, seconds, sentences };
      },
      () => loaded.delete(id),
    );
    loaded.set(id, voice);
  }
  return voice;
}

/** Every sermon's recording by id. */
export async function demoVoices(origin: string | null): Promise<Map<string, Voice>> {
  const ids = Object.keys(await manifestOf(origin));
  const voices = await Promise.all(ids.map((id) => demoVoice(id, origin)));
  return new Map(voices.map((voice, i) => [ids[i]!, voice!]));
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
