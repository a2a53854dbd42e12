/** Real files for podcast tests: the committed demo MP3s and images made with sharp. */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const AUDIO = new URL('../fixtures/audio/', import.meta.url);

/** One of the committed demo MP3s (1-5); 3 has no ID3 tag and no Info header. */
export function demoMp3(n: 1 | 2 | 3 | 4 | 5 = 1): Buffer {
  return readFileSync(new URL(`sermon-${n}.mp3`, AUDIO));
}

/** A solid-colour picture of the given size. */
export function picture(
  format: 'png' | 'jpeg',
  width = 1400,
  height = width,
  color = '#336699',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 70 })).toBuffer();
}

/** A small real PDF header, for "wrong type" checks. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * `count` bytes of MP3 made of whole frames of demo MP3 3 (CBR, no tags) repeated, so any
 * prefix is a valid MP3; yields `chunk`-sized buffers without holding the whole.
 */
export function* mp3Stream(count: number, chunk = 1024 * 1024): Generator<Buffer> {
  const frames = demoMp3(3);
  // whole copies of the file per block, so blocks join on frame boundaries
  const block = Buffer.concat(
    Array.from({ length: Math.max(1, Math.floor(chunk / frames.length)) }, () => frames),
  );
  let sent = 0;
  while (sent < count) {
    const size = Math.min(block.length, count - sent);
    yield block.subarray(0, size);
    sent += size;
  }
}

/** Demo MP3 3's frames: MPEG-2 Layer III, 16 kHz mono, 24 kbps, 108 bytes and 36 ms each. */
const FRAME = { bytes: 108, seconds: 0.036, header: [0xff, 0xf3, 0x38, 0xc4], sideInfo: 9 };

/** `seconds` of demo MP3 3's frames, repeated: a plain MP3 of that length, no header. */
export function mp3Of(seconds: number): Buffer {
  const sound = demoMp3(3);
  const frames = Buffer.alloc(Math.round(seconds / FRAME.seconds) * FRAME.bytes);
  for (let at = 0; at < frames.length; at += sound.length) sound.copy(frames, at);
  return frames;
}

/**
 * An MP3 that hides its length: `seconds` of demo MP3 3's frames behind a Xing header (as LAME
 * writes one: frame and byte counts) that claims `claimed` seconds. Made here, not committed.
 */
export function hiddenLengthMp3(seconds: number, claimed: number): Buffer {
  const xing = Buffer.alloc(FRAME.bytes); // zero side information: a silent frame
  xing.set(FRAME.header);
  const tag = 4 + FRAME.sideInfo;
  xing.write('Xing', tag, 'latin1');
  xing.writeUInt32BE(0x3, tag + 4); // the frame and byte counts follow
  xing.writeUInt32BE(Math.round(claimed / FRAME.seconds), tag + 8);
  xing.writeUInt32BE(Math.round((claimed / FRAME.seconds) * FRAME.bytes), tag + 12);
  return Buffer.concat([xing, mp3Of(seconds)]);
}
