/**
 * The demo archive's sermon audio as storage sees it: objects under
 * `media/demo/voice/<id>/<seconds>/<name>.mp3` are made on request from the sermon's own
 * recording (voice-audio.ts; `<id>` its passage's slug), never stored, so forty sermons of real length cost no disk, not even a
 * serverless instance's temp folder. Their transcripts and chapters beside them (`.vtt`, `.srt`,
 * `.chapters.json`) are made the same way (texts.ts). Every other key goes to the real
 * storage underneath.
 */
import { createHash } from 'node:crypto';
import { resolveRange } from '../../../platform/server/storage/keys.ts';
import type {
  CopyOptions,
  ByteRange,
  GetResult,
  PartUploads,
  PresignedUpload,
  PutOptions,
  Storage,
  StoredObject,
  SuffixRange,
} from '../../../platform/server/storage/types.ts';
import { Readable } from 'node:stream';
import type { Cue } from '../../transcripts/index.ts';
import { demoCues, demoText, DEMO_TEXT_KINDS, type DemoTextKind } from './texts.ts';
import { demoVoice, sermonAudio, sermonAudioSize, type Voice } from './voice-audio.ts';

const KEY =
  /^media\/demo\/voice\/([a-z0-9-]+)\/(\d{1,5})\/[a-z0-9-]+\.(mp3|vtt|srt|chapters\.json)$/;
/** Made objects never change; any date does for Last-Modified. */
const MADE = new Date('2025-01-05T15:30:00Z');

/** The key of a demo sermon's audio: `name` made of the recording `voice` for about `seconds`. */
export function demoAudioKey(voice: string, seconds: number, name: string): string {
  return `media/demo/voice/${voice}/${Math.round(seconds)}/${name}.mp3`;
}

/** The key of a made transcript or chapters file beside a demo sermon's audio key. */
export const demoTextKey = (audioKey: string, kind: DemoTextKind) =>
  audioKey.replace(/\.mp3$/, `.${kind}`);

/**
 * The recording and length of a demo sermon's audio key, or null for any other key (`origin`:
 * the demo site that publishes the recordings, voice-audio.ts).
 */
export async function demoRecording(
  key: string,
  origin: string | null,
): Promise<{ voice: Voice; seconds: number } | null> {
  const match = KEY.exec(key);
  const voice = match && match[3] === 'mp3' ? await demoVoice(match[1]!, origin) : undefined;
  return voice ? { voice, seconds: Number(match![2]) } : null;
}

/** What a demo recording says, as the demo's Transcribe hears it; null for any other key. */
export async function demoRecordingCues(key: string, origin: string | null): Promise<Cue[] | null> {
  const own = await demoRecording(key, origin);
  return own && demoCues(own.voice, own.seconds);
}

interface Made {
  voice: Voice;
  object: StoredObject;
  /** A made text file's content; audio is cut from the voice instead. */
  text?: Buffer;
}

async function made(key: string, origin: string | null): Promise<Made | null> {
  const match = KEY.exec(key);
  const voice = match ? await demoVoice(match[1]!, origin) : undefined;
  if (!match || !voice) return null;
  const kind = match[3]!;
  if (kind !== 'mp3') {
    const text = Buffer.from(demoText(kind as DemoTextKind, voice, Number(match[2])));
    const contentType = DEMO_TEXT_KINDS[kind as DemoTextKind];
    const etag = createHash('md5').update(text).digest('hex');
    const object = { key, size: text.length, etag, contentType, lastModified: MADE };
    return { voice, object, text };
  }
  const { bytes } = sermonAudioSize(Number(match[2]));
  const etag = createHash('md5').update(voice.frames).update(`:${bytes}`).digest('hex');
  return {
    voice,
    object: { key, size: bytes, etag, contentType: 'audio/mpeg', lastModified: MADE },
  };
}

/**
 * A storage that makes the demo sermons' audio and keeps everything else in `inner`; `origin`
 * is the demo site that publishes the recordings (voice-audio.ts).
 */
export class DemoMediaStorage implements Storage {
  readonly #inner: Storage;
  readonly #origin: string | null;

  constructor(inner: Storage, origin: string | null) {
    this.#inner = inner;
    this.#origin = origin;
  }

  async get(key: string, range?: ByteRange | SuffixRange): Promise<GetResult> {
    const found = await made(key, this.#origin);
    if (!found) return this.#inner.get(key, range);
    const { voice, object, text } = found;
    const span = range ? resolveRange(range, object.size) : { start: 0, end: object.size - 1 };
    const body: Readable = text
      ? Readable.from([text.subarray(span.start, span.end + 1)])
      : sermonAudio(voice, span.start, span.end);
    return { ...object, body, ...(range ? { range: span } : {}) };
  }

  async head(key: string): Promise<StoredObject | null> {
    return (await made(key, this.#origin))?.object ?? this.#inner.head(key);
  }

  put(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject> {
    return this.#inner.put(key, body, options);
  }

  async delete(key: string): Promise<void> {
    // a made object is not stored: removing its episode is enough
    if (!(await made(key, this.#origin))) await this.#inner.delete(key);
  }

  list(prefix: string): Promise<StoredObject[]> {
    return this.#inner.list(prefix);
  }

  copy(from: string, to: string, options: CopyOptions): Promise<StoredObject> {
    return this.#inner.copy(from, to, options);
  }

  presignUpload(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    contentLength?: number,
  ): Promise<PresignedUpload | null> {
    return this.#inner.presignUpload(key, contentType, expiresInSeconds, contentLength);
  }

  partUploads(): PartUploads | null {
    return this.#inner.partUploads();
  }
}
