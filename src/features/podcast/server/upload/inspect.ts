/**
 * Decides from a file's leading bytes whether it is what it claims to be: an MP3 for audio, a
 * PNG or JPEG of podcast-worthy dimensions for images. Used on streamed uploads and on objects
 * the browser put straight into S3.
 */
import { imageSize } from 'image-size';
import {
  episodeArtProblem,
  imageExtension,
  isMp3,
  MP3_TYPE,
  SNIFF_BYTES,
  sniffImage,
} from '../../shared/filetype.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';

export type MediaKind = 'audio' | 'image';

export interface Inspection {
  contentType: string;
  ext: string;
}

/** How far into an image to look for its dimensions (JPEG headers can carry big EXIF data). */
export const IMAGE_PREFIX_BYTES = 1024 * 1024;

function describe(bytes: Uint8Array): string {
  const image = sniffImage(bytes);
  if (image) return ` (it is a ${image === 'image/png' ? 'PNG' : 'JPEG'} image)`;
  if (isMp3(bytes)) return ' (it is MP3 audio)';
  const head = new TextDecoder().decode(bytes.subarray(0, 5));
  if (head === '%PDF-') return ' (it is a PDF document)';
  return '';
}

function inspectAudio(prefix: Uint8Array, complete: boolean): Inspection | null {
  if (!complete && prefix.length < SNIFF_BYTES) return null;
  if (prefix.length === 0) throw new HttpError(400, 'The audio file is empty.');
  if (!isMp3(prefix)) {
    throw new HttpError(
      415,
      `The audio file must be an MP3${describe(prefix)}: it has no MP3 frame or ID3 header.`,
    );
  }
  return { contentType: MP3_TYPE, ext: 'mp3' };
}

function dimensions(prefix: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(prefix);
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

function inspectImage(prefix: Uint8Array, complete: boolean): Inspection | null {
  if (!complete && prefix.length < 16) return null;
  if (prefix.length === 0) throw new HttpError(400, 'The image file is empty.');
  const type = sniffImage(prefix);
  if (!type) {
    throw new HttpError(415, `The image must be a PNG or JPEG file${describe(prefix)}.`);
  }
  const size = dimensions(prefix);
  if (!size) {
    if (!complete && prefix.length < IMAGE_PREFIX_BYTES) return null;
    throw new HttpError(415, 'The image is damaged: its width and height could not be read.');
  }
  const problem = episodeArtProblem(size.width, size.height);
  if (problem) throw new HttpError(400, problem);
  return { contentType: type, ext: imageExtension(type) };
}

/**
 * The verdict on a file's leading bytes: its type, null when more bytes are needed (and
 * `complete` is false), or an HttpError (415 wrong type, 400 empty or badly sized).
 */
export function inspect(kind: MediaKind, prefix: Uint8Array, complete: boolean): Inspection | null {
  return kind === 'audio' ? inspectAudio(prefix, complete) : inspectImage(prefix, complete);
}

/** How many leading bytes a verdict may need at most. */
export const prefixBytes = (kind: MediaKind): number =>
  kind === 'audio' ? SNIFF_BYTES : IMAGE_PREFIX_BYTES;
