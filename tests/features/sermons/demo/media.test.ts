import { buffer, text } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import {
  demoAudioKey,
  demoTextKey,
  DemoMediaStorage,
} from '../../../../src/features/sermons/demo/media.ts';
import { demoSermons } from '../../../../src/features/sermons/demo/episodes.ts';
import { demoVoices, sermonAudioSize } from '../../../../src/features/sermons/demo/voice-audio.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';

const voices = await demoVoices(null);

const sermons = demoSermons(new Date('2026-11-25T12:00:00Z'), 'America/New_York');
/** The real storage underneath: nothing stored. */
const empty = { head: () => Promise.resolve(null) } as unknown as Storage;
const storage = new DemoMediaStorage(empty, null);
const keyOf = (i: number) => demoAudioKey(sermons[i]!.voice, sermons[i]!.seconds, `sermon-${i}`);

describe('the demo sermons’ made media', () => {
  test('each sermon’s audio is its own recording repeated, at its exact size, cut to a range', async () => {
    for (const i of [0, 7, 39]) {
      const { frames } = voices.get(sermons[i]!.voice)!;
      const head = await storage.head(keyOf(i));
      expect(head!.size).toBe(sermonAudioSize(sermons[i]!.seconds).bytes);
      const start = 3 * frames.length - 100;
      const got = await storage.get(keyOf(i), { start, end: start + 199 });
      expect(got.range).toEqual({ start, end: start + 199 });
      const bytes = await buffer(got.body);
      expect(bytes).toEqual(Buffer.concat([frames.subarray(-100), frames.subarray(0, 100)]));
    }
    expect((await storage.head(keyOf(0)))!.etag).not.toBe((await storage.head(keyOf(7)))!.etag);
  });

  test('each sermon’s transcript beside it begins with its own reading', async () => {
    const firsts = new Set<string>();
    for (const i of sermons.keys()) {
      const vtt = await text((await storage.get(demoTextKey(keyOf(i), 'vtt'))).body);
      const first = vtt.split('\n\n')[1]!.split('\n').slice(1).join(' ');
      expect(first).toBe(voices.get(sermons[i]!.voice)!.sentences[0]!.text);
      firsts.add(first);
    }
    expect(firsts.size).toBe(sermons.length);
  });

  test('a key of no recording (the two voices of old) is left to the storage underneath', async () => {
    expect(await storage.head('media/demo/voice/man/2400/old.mp3')).toBeNull();
  });
});
