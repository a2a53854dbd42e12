/** An MP3's length, every frame counted (src/features/podcast/shared/mp3-length.ts). */
import { parseBuffer } from 'music-metadata';
import { describe, expect, test } from 'vitest';
import { Mp3Length } from '../../../../src/features/podcast/shared/mp3-length.ts';
import { demoMp3, hiddenLengthMp3, mp3Of, picture } from '../../../helpers/podcast-fixtures.ts';

/** The seconds counted when `bytes` come in chunks of `size`. */
function counted(bytes: Uint8Array, size = bytes.length): number {
  const length = new Mp3Length();
  for (let at = 0; at < bytes.length; at += size) length.add(bytes.subarray(at, at + size));
  return length.seconds;
}

/** Demo MP3 3's 197 frames of 36 ms (MPEG 2 Layer III, 16 kHz, 108 bytes each). */
const FRAMES = 197;
const frames = (bytes: Buffer) =>
  Array.from({ length: bytes.length / 108 }, (_, i) => bytes.subarray(i * 108, (i + 1) * 108));

describe('Mp3Length', () => {
  test('counts every frame, however the bytes are cut into chunks', () => {
    for (const size of [undefined, 1, 3, 107, 4096])
      expect(counted(demoMp3(3), size)).toBeCloseTo(FRAMES * 0.036, 6);
  });

  test('agrees with the length each demo MP3 declares, to a frame', async () => {
    for (const n of [1, 2, 3, 4, 5] as const) {
      const { format } = await parseBuffer(demoMp3(n), { mimeType: 'audio/mpeg' });
      expect(Math.abs(counted(demoMp3(n), 1000) - format.duration!)).toBeLessThan(0.05);
    }
  });

  test('counts the frames a Xing header claiming 1 second stands before: 6 minutes', () => {
    expect(counted(hiddenLengthMp3(360, 1), 65_536)).toBeCloseTo(360.036, 3);
  });

  test('finds each frame again past bytes that start none, as a decoder does', () => {
    const padded = Buffer.concat(frames(demoMp3(3)).flatMap((f) => [f, Buffer.from([0x00])]));
    expect(counted(padded, 500)).toBeCloseTo(FRAMES * 0.036, 6);
  });

  test('skips a leading ID3v2 tag whole, so what looks like frames inside it is not sound', () => {
    const fake = Buffer.concat(Array.from({ length: 50 }, () => mp3Of(0.036)));
    const size = fake.length;
    const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
    const tag = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafe]), fake]);
    expect(counted(Buffer.concat([tag, demoMp3(3)]), 999)).toBeCloseTo(FRAMES * 0.036, 6);
  });

  test('counts nothing in a file that holds no MPEG Layer III frame', async () => {
    expect(counted(await picture('png', 64))).toBe(0);
    expect(counted(Buffer.alloc(0))).toBe(0);
  });
});
