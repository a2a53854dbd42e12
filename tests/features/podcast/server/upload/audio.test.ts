import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  countedSeconds,
  readAudioFacts,
} from '../../../../../src/features/podcast/server/upload/audio.ts';
import { createStorage } from '../../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../../src/platform/server/storage/types.ts';
import {
  demoMp3,
  hiddenLengthMp3,
  mp3Stream,
  picture,
} from '../../../../helpers/podcast-fixtures.ts';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-audio-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('readAudioFacts', () => {
  test('reads the real duration and the stored length of each demo MP3', async () => {
    const seconds = { 1: 6, 2: 5, 3: 7, 4: 4, 5: 8 } as const;
    for (const n of [1, 2, 3, 4, 5] as const) {
      const key = `media/test/${n}.mp3`;
      await storage.put(key, demoMp3(n), { contentType: 'audio/mpeg' });
      expect(await readAudioFacts(storage, key)).toEqual({
        duration: seconds[n],
        length: demoMp3(n).length,
      });
    }
  });

  test('streams a large file: its length is its frames counted, not its byte count', async () => {
    const bytes = 20 * 1024 * 1024;
    await storage.put('media/test/big.mp3', Readable.from(mp3Stream(bytes)), {
      contentType: 'audio/mpeg',
    });
    const facts = await readAudioFacts(storage, 'media/test/big.mp3');
    expect(facts.length).toBe(bytes);
    // 24 kbps: 20 MiB is about 7,000 seconds
    expect(facts.duration).toBeGreaterThan(6900);
    expect(facts.duration).toBeLessThan(7100);
  });

  test('answers 415 for a PNG stored under an .mp3 name', async () => {
    await storage.put('media/test/fake.mp3', await picture('png', 64), {
      contentType: 'audio/mpeg',
    });
    await expect(readAudioFacts(storage, 'media/test/fake.mp3')).rejects.toMatchObject({
      status: 415,
      message: expect.stringMatching(/not a playable MP3/) as unknown,
    });
  });

  test('refuses a file whose header claims 1 second while its frames hold 6 minutes, naming both', async () => {
    const crafted = hiddenLengthMp3(360, 1);
    await storage.put('media/test/hidden.mp3', crafted, { contentType: 'audio/mpeg' });
    // what music-metadata reads from the first frames: the claim
    const { parseBuffer } = await import('music-metadata');
    expect((await parseBuffer(crafted, { mimeType: 'audio/mpeg' })).format.duration).toBeLessThan(
      2,
    );
    expect(await countedSeconds(storage, 'media/test/hidden.mp3')).toBeCloseTo(360, 0);
    await expect(readAudioFacts(storage, 'media/test/hidden.mp3')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/says it is 0:01 long, but its sound runs 6:00/) as unknown,
    });
  });

  test('takes a file whose header is within a tenth of its frames', async () => {
    await storage.put('media/test/close.mp3', hiddenLengthMp3(100, 95), {
      contentType: 'audio/mpeg',
    });
    expect((await readAudioFacts(storage, 'media/test/close.mp3')).duration).toBe(100);
  });
});
