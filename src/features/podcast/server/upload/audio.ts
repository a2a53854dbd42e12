/**
 * Facts about stored sermon audio, read from the object itself (docs/outside-systems.md, "Podcast
 * RSS": the real length). The length is every MPEG frame counted over the whole file, streamed
 * (docs/security.md, "Where each rule is enforced"): what a file says about itself (its Xing/Info
 * header, its first frames' bitrate) is only compared with it, since Amazon Transcribe bills the
 * sound the frames hold.
 */
import type { parseStream as ParseStream } from 'music-metadata';
import type { Readable } from 'node:stream';
import { clock } from '../../../transcripts/index.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import { Mp3Length } from '../../shared/mp3-length.ts';
import type { Storage } from '../../../../platform/server/storage/types.ts';

export interface AudioFacts {
  /** Seconds, every frame counted, rounded to whole seconds as itunes:duration wants. */
  duration: number;
  /** Bytes, the stored object's size (the enclosure length). */
  length: number;
}

/** How far the length a file declares may be from the one its frames hold. */
export const DECLARED_TOLERANCE = 0.1;

type Parser = typeof ParseStream;

/** What the file says about itself: its codec and the duration its first frames declare. */
async function declared(parseStream: Parser, storage: Storage, key: string, size: number) {
  const object = await storage.get(key);
  try {
    const { format } = await parseStream(
      object.body,
      { mimeType: 'audio/mpeg', size },
      { duration: false, skipCovers: true, skipPostHeaders: true },
    );
    return format;
  } finally {
    object.body.destroy(); // stop reading once the parser has what it needs
  }
}

/** Seconds of the MPEG frames in a stream, every frame counted, never held whole. */
async function frameSeconds(body: Readable): Promise<number> {
  const length = new Mp3Length();
  for await (const chunk of body as AsyncIterable<Uint8Array>) length.add(chunk);
  return length.seconds;
}

/** The audio's length in seconds, every frame of the stored object counted; 0 when it has none. */
export async function countedSeconds(storage: Storage, key: string): Promise<number> {
  const object = await storage.get(key);
  try {
    return await frameSeconds(object.body);
  } finally {
    object.body.destroy();
  }
}

/**
 * Streams the stored MP3: music-metadata says whether it is MPEG Layer III and what length it
 * declares, Mp3Length counts its frames, and storage gives its byte length. 415 when it holds
 * no playable MPEG Layer III audio; 400 when the declared length is more than
 * DECLARED_TOLERANCE away from the counted one (a file that hides its length).
 */
export async function readAudioFacts(storage: Storage, key: string): Promise<AudioFacts> {
  const head = await storage.head(key);
  if (!head) throw new Error(`Stored audio ${key} is missing.`);
  const notMp3 = new HttpError(
    415,
    'The audio file is not a playable MP3: no MPEG audio frames were found in it.',
  );
  // imported here, not at the top: music-metadata's forty-odd modules would otherwise load at the
  // cold start of every function whose bundle holds this file (docs/operations.md, "Measuring")
  const { parseStream } = await import('music-metadata');
  let format;
  let counted;
  try {
    format = await declared(parseStream, storage, key, head.size);
    counted = await countedSeconds(storage, key);
  } catch {
    throw notMp3;
  }
  if (!format.codec?.includes('Layer 3') || !(counted > 0)) throw notMp3;
  const says = format.duration;
  if (says !== undefined && Math.abs(says - counted) > DECLARED_TOLERANCE * counted)
    throw new HttpError(
      400,
      `The audio file says it is ${clock(says)} long, but its sound runs ${clock(counted)}. ` +
        'Export the MP3 again from the recording and upload that.',
    );
  return { duration: Math.max(1, Math.round(counted)), length: head.size };
}
