/**
 * A submission's transcript and chapters. The form may carry a `transcript` file
 * (WebVTT or SRT), chapters typed one a line (`chapters` field) or as a JSON chapters file
 * (`chaptersFile`), and `removeTranscript` / `removeChapters`. Each file is read whole (they are
 * small), checked by content against the audio's length, and only once every check has passed
 * stored under media/ beside the audio: the transcript as WebVTT with an SRT copy, the chapters
 * as JSON chapters 1.2.0. A fault anywhere leaves storage as it was.
 */
import type { Readable } from 'node:stream';
import { toSrt, toVtt, type Cue } from '../../transcripts/index.ts';
import {
  chaptersJson,
  MAX_CHAPTERS_BYTES,
  parseChapterLines,
  type Chapter,
} from '../shared/chapters.ts';
import { CHAPTERS_TYPE, TRANSCRIPT_TYPES } from '../shared/feed-follow-along.ts';
import { parseChaptersJson } from '../shared/json-chapters.ts';
import type { Checked } from '../../../platform/shared/checked.ts';
import { decodeTextUpload } from '../../podcast/index.ts';
import { MAX_TRANSCRIPT_BYTES, readTranscript } from '../../transcripts/server/index.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { newMediaKey } from './media-keys.ts';
import type { StorageDeps } from '../../../app/deps.ts';

/** The file fields of a submission beside the audio and the image. */
export const TEXT_FILE_FIELDS = ['transcript', 'chaptersFile'] as const;
export type TextFileField = (typeof TEXT_FILE_FIELDS)[number];

/** A text file part, read whole. */
export interface TextUpload {
  field: TextFileField;
  bytes: Buffer;
}

const LIMITS: Record<TextFileField, [bytes: number, name: string]> = {
  transcript: [MAX_TRANSCRIPT_BYTES, 'transcript'],
  chaptersFile: [MAX_CHAPTERS_BYTES, 'chapters'],
};

/** True for the file fields this module reads. */
export const isTextField = (field: string): field is TextFileField =>
  (TEXT_FILE_FIELDS as readonly string[]).includes(field);

/** Reads a text file part into memory, stopping with 413 past its limit. */
export async function readTextPart(field: TextFileField, stream: Readable): Promise<TextUpload> {
  const [limit, name] = LIMITS[field];
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.resume();
      throw new HttpError(413, `The ${name} file is larger than the ${limit / 1024} KB limit.`);
    }
    chunks.push(chunk as Buffer);
  }
  return { field, bytes: Buffer.concat(chunks, size) };
}

/** What was stored for an episode: new files (keys), or null to remove what it had. */
export interface StoredFollowAlong {
  transcript?: { vtt: string; srt: string } | null;
  chapters?: string | null;
}

function text(upload: TextUpload): string {
  const [limit, name] = LIMITS[upload.field];
  const decoded = decodeTextUpload(upload.bytes, name, limit);
  if (!decoded.ok) throw new HttpError(upload.bytes.length === 0 ? 400 : 415, decoded.message);
  return decoded.value;
}

const valueOf = <T>(checked: Checked<T>): T => {
  if (!checked.ok) throw new HttpError(400, checked.message);
  return checked.value;
};

/** The checked transcript cues and chapters asked for (undefined: unchanged; null: remove). */
function check(
  fields: Record<string, string>,
  files: Partial<Record<TextFileField, TextUpload>>,
  duration: number,
): { cues?: Cue[] | null; chapters?: Chapter[] | null } {
  const result: { cues?: Cue[] | null; chapters?: Chapter[] | null } = {};
  if (files.transcript) result.cues = valueOf(readTranscript(text(files.transcript), duration));
  else if (fields['removeTranscript'] === 'yes') result.cues = null;
  const typed = fields['chapters'];
  if (files.chaptersFile && typed?.trim()) {
    throw new HttpError(
      400,
      'Please either type the chapters or upload a chapters file, not both.',
    );
  }
  if (files.chaptersFile) {
    result.chapters = valueOf(parseChaptersJson(text(files.chaptersFile), duration));
  } else if (typed?.trim()) {
    if (Buffer.byteLength(typed) > MAX_CHAPTERS_BYTES)
      throw new HttpError(413, 'The chapters are too long.');
    result.chapters = valueOf(parseChapterLines(typed, duration));
  } else if (typed === '' || fields['removeChapters'] === 'yes') result.chapters = null;
  return result;
}

async function putAll(storage: Storage, files: [string, string, string][]): Promise<void> {
  const written: string[] = [];
  try {
    for (const [key, body, contentType] of files) {
      await storage.put(key, body, { contentType });
      written.push(key);
    }
  } catch (error) {
    for (const key of written) await storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * Checks the transcript and chapters of a submission for audio `duration` seconds long (0:
 * unknown) and stores them; throws a 4xx HttpError naming the line at fault before any write.
 */
export async function storeFollowAlong(
  deps: StorageDeps,
  fields: Record<string, string>,
  files: Partial<Record<TextFileField, TextUpload>>,
  duration: number,
): Promise<StoredFollowAlong> {
  const checked = check(fields, files, duration);
  const title = fields['title'] ?? '';
  const now = new Date(deps.clock.now());
  const stored: StoredFollowAlong = {};
  const writes: [string, string, string][] = [];
  if (checked.cues) {
    const vtt = newMediaKey(title, 'vtt', now);
    stored.transcript = { vtt, srt: vtt.replace(/\.vtt$/, '.srt') };
    writes.push([vtt, toVtt(checked.cues), `${TRANSCRIPT_TYPES.vtt}; charset=utf-8`]);
    writes.push([
      stored.transcript.srt,
      toSrt(checked.cues),
      `${TRANSCRIPT_TYPES.srt}; charset=utf-8`,
    ]);
  } else if (checked.cues === null) stored.transcript = null;
  if (checked.chapters) {
    stored.chapters = newMediaKey(title, 'chapters.json', now);
    writes.push([stored.chapters, chaptersJson(checked.chapters), CHAPTERS_TYPE]);
  } else if (checked.chapters === null) stored.chapters = null;
  await putAll(deps.storage, writes);
  return stored;
}

/** The keys a submission stored, to delete again when it fails later. */
export function storedKeys(stored: StoredFollowAlong | undefined): string[] {
  const { transcript, chapters } = stored ?? {};
  return [transcript?.vtt, transcript?.srt, chapters ?? undefined].filter((key): key is string =>
    Boolean(key),
  );
}
