/** Facts about stored sermon audio, read from the object itself (docs/outside-systems.md, "Podcast RSS": the real length). */
import type { parseStream as ParseStream } from 'music-metadata';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import type { Storage } from '../../../../platform/server/storage/types.ts';

export interface AudioFacts {
  /** Seconds, rounded to whole seconds as itunes:duration wants. */
  duration: number;
  /** Bytes, the stored object's size (the enclosure length). */
  length: number;
}

type Parser = typeof ParseStream;

async function parse(
  parseStream: Parser,
  storage: Storage,
  key: string,
  size: number,
  whole: boolean,
) {
  const object = await storage.get(key);
  try {
    return await parseStream(
      object.body,
      { mimeType: 'audio/mpeg', size },
      { duration: whole, skipCovers: true, skipPostHeaders: true },
    );
  } finally {
    object.body.destroy(); // stop reading once the parser has what it needs
  }
}

/**
 * Streams the stored MP3 through music-metadata: the duration from its VBR/Info header or its
 * frames, and the byte length from storage. 415 when it holds no playable MPEG Layer III audio.
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
  let metadata;
  try {
    metadata = await parse(parseStream, storage, key, head.size, false);
    if (!metadata.format.duration)
      metadata = await parse(parseStream, storage, key, head.size, true);
  } catch {
    throw notMp3;
  }
  const { codec, duration } = metadata.format;
  if (!codec?.includes('Layer 3') || !duration || !Number.isFinite(duration)) throw notMp3;
  return { duration: Math.max(1, Math.round(duration)), length: head.size };
}
