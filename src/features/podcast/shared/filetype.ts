/**
 * Type checks by content, never by name or declared type: PNG and JPEG
 * signatures for images; an ID3v2 header or a valid MPEG Layer III frame for audio. Pure.
 */

export type ImageType = 'image/png' | 'image/jpeg';
export const MP3_TYPE = 'audio/mpeg';

/** How many leading bytes the checks below want to see. */
export const SNIFF_BYTES = 4096;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type of the leading bytes, or null when they are neither PNG nor JPEG. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (PNG.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The file extension that matches an image type. */
export const imageExtension = (type: ImageType): 'png' | 'jpg' =>
  type === 'image/png' ? 'png' : 'jpg';

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

/** An MPEG Layer III frame's byte length and the seconds of sound it holds. */
export interface Mp3Frame {
  length: number;
  seconds: number;
}

/** The MPEG Layer III frame whose header starts at `at`, or null when none starts there. */
export function mp3Frame(bytes: Uint8Array, at: number): Mp3Frame | null {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rates = RATES[version];
  const sampleRate = rates?.[(b2 >> 2) & 3];
  if (layer !== 1 || !sampleRate || bitrateIndex === 0 || bitrateIndex === 15) return null;
  const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  // MPEG 1 frames hold 1152 samples, MPEG 2 and 2.5 frames 576
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { length, seconds: samples / sampleRate };
}

/** The byte length of the MPEG Layer III frame starting at `at`, or 0 when none starts there. */
export const mp3FrameLength = (bytes: Uint8Array, at: number): number =>
  mp3Frame(bytes, at)?.length ?? 0;

/** Size of an ID3v2 tag at the start (header included), or 0 when there is none. */
export function id3Length(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0; // "ID3"
  const major = bytes[3] ?? 0;
  const size = [6, 7, 8, 9].map((i) => bytes[i] ?? 0xff);
  if (major < 2 || major > 4 || size.some((b) => b > 0x7f)) return 0;
  const footer = (bytes[5] ?? 0) & 0x10 ? 10 : 0;
  return 10 + footer + size.reduce((total, b) => (total << 7) | b, 0);
}

/**
 * True when the leading bytes are MP3: an ID3v2 tag (whatever follows it is checked again when
 * the stored audio is parsed for its duration), or a Layer III frame followed by another one
 * where the bytes seen allow.
 */
export function isMp3(bytes: Uint8Array): boolean {
  if (id3Length(bytes) > 0) return true;
  const first = mp3FrameLength(bytes, 0);
  if (!first) return false;
  return first + 4 > bytes.length || mp3FrameLength(bytes, first) > 0;
}

/** A clear reason when picture dimensions do not suit episode art, or null when they do. */
export function episodeArtProblem(width: number, height: number): string | null {
  const size = `${width}x${height} px`;
  if (Math.abs(width - height) > Math.max(width, height) * 0.01) {
    return `The image is ${size}; podcast apps need square artwork (1400x1400 px is best).`;
  }
  if (width < MIN_EPISODE_ART) {
    return `The image is ${size}; podcast apps need at least ${MIN_EPISODE_ART}x${MIN_EPISODE_ART} px (1400x1400 px is best).`;
  }
  if (width > MAX_ART) {
    return `The image is ${size}; podcast apps accept at most ${MAX_ART}x${MAX_ART} px.`;
  }
  return null;
}

/** Episode art: square, 300-3000 px (Apple asks 1400-3000 for the show; episodes may be smaller). */
export const MIN_EPISODE_ART = 300;
export const MAX_ART = 3000;
