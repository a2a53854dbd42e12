import { describe, expect, test } from 'vitest';
import {
  episodeArtProblem,
  id3Length,
  isMp3,
  mp3FrameLength,
  sniffImage,
} from '../../../../src/features/podcast/shared/filetype.ts';
import { inspect } from '../../../../src/features/podcast/server/upload/inspect.ts';
import { demoMp3, PDF, picture } from '../../../helpers/podcast-fixtures.ts';

describe('sniffImage', () => {
  test('knows PNG and JPEG by their signatures, not their names', async () => {
    expect(sniffImage(await picture('png', 10))).toBe('image/png');
    expect(sniffImage(await picture('jpeg', 10))).toBe('image/jpeg');
    expect(sniffImage(demoMp3(1))).toBeNull();
    expect(sniffImage(PDF)).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('isMp3', () => {
  test('accepts real MP3s with an ID3 tag, with an Info header, and bare frames', () => {
    for (const n of [1, 2, 3, 4, 5] as const) expect(isMp3(demoMp3(n)), `sermon-${n}`).toBe(true);
    expect(id3Length(demoMp3(1))).toBeGreaterThan(10);
    expect(id3Length(demoMp3(3))).toBe(0);
    // MPEG 2 Layer III at 24 kbps and 16 kHz: 72 * 24000 / 16000 bytes a frame
    expect(mp3FrameLength(demoMp3(3), 0)).toBe(108);
  });

  test('refuses images, documents, text and random bytes', async () => {
    expect(isMp3(await picture('png', 10))).toBe(false);
    expect(isMp3(await picture('jpeg', 10))).toBe(false);
    expect(isMp3(PDF)).toBe(false);
    expect(isMp3(Buffer.from('ID3 is not enough without a version'))).toBe(false);
    expect(isMp3(Buffer.from([0xff, 0xfb, 0xff, 0x00]))).toBe(false); // bad bitrate index
  });

  test('needs a second frame where the first one ends, when the bytes reach it', () => {
    const frame = demoMp3(3).subarray(0, 200);
    expect(isMp3(frame)).toBe(true);
    const broken = Buffer.from(frame);
    broken.fill(0x41, mp3FrameLength(frame, 0));
    expect(isMp3(broken)).toBe(false);
  });
});

describe('episodeArtProblem', () => {
  test('wants square art of 300 to 3000 px', () => {
    expect(episodeArtProblem(1400, 1400)).toBeNull();
    expect(episodeArtProblem(300, 301)).toBeNull();
    expect(episodeArtProblem(200, 200)).toMatch(/200x200 px; podcast apps need at least 300x300/);
    expect(episodeArtProblem(1600, 900)).toMatch(/square artwork/);
    expect(episodeArtProblem(4000, 4000)).toMatch(/at most 3000x3000/);
  });
});

describe('inspect', () => {
  test('answers 415 with what the file really is', async () => {
    const png = await picture('png', 400);
    expect(() => inspect('audio', png, true)).toThrow(/must be an MP3 \(it is a PNG image\)/);
    expect(() => inspect('image', demoMp3(1), true)).toThrow(
      /PNG or JPEG file \(it is MP3 audio\)/,
    );
    expect(() => inspect('image', PDF, true)).toThrow(/PNG or JPEG file \(it is a PDF document\)/);
    try {
      inspect('audio', png, true);
    } catch (error) {
      expect((error as { status: number }).status).toBe(415);
    }
  });

  test('asks for more bytes until it can decide', async () => {
    const mp3 = demoMp3(1);
    expect(inspect('audio', mp3.subarray(0, 100), false)).toBeNull();
    expect(inspect('audio', mp3, true)).toEqual({ contentType: 'audio/mpeg', ext: 'mp3' });
    const jpeg = await picture('jpeg', 1400);
    expect(inspect('image', jpeg.subarray(0, 8), false)).toBeNull();
    expect(inspect('image', jpeg, true)).toEqual({ contentType: 'image/jpeg', ext: 'jpg' });
  });

  test('answers 400 for small or oblong art and for empty files', async () => {
    expect(() => inspect('image', Buffer.alloc(0), true)).toThrow(/image file is empty/);
    const small = await picture('png', 120);
    expect(() => inspect('image', small, true)).toThrow(/120x120 px/);
    const wide = await picture('jpeg', 1600, 900);
    expect(() => inspect('image', wide, true)).toThrow(/square/);
  });
});
