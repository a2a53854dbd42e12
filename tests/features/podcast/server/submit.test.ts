/** A submission reads the stored feed once and passes it along (src/features/podcast/server/submit.ts). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getConfig } from '../../../../src/platform/server/config/index.ts';
import { channelFor } from '../../../../src/features/sermons/server/feed/channel.ts';
import { createFeed, readFeed } from '../../../../src/features/sermons/server/feed/feed-store.ts';
import { guidForKey, mediaUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { editEpisodeFromForm } from '../../../../src/features/podcast/server/submit.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../src/platform/server/storage/types.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-feed-reads-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The storage, counting every read of the feed's object. */
function counting(inner: Storage): { storage: Storage; reads: () => number } {
  let reads = 0;
  const storage = new Proxy(inner, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (name === 'get' && String(args[0]).endsWith('feed.xml')) reads++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { storage, reads: () => reads };
}

describe('editEpisodeFromForm', () => {
  test('reads the feed once when it edits an episode', async () => {
    const cfg = getConfig({ DATA_DIR: dir }, { readDemoSecret: () => 'x'.repeat(32) });
    const guid = guidForKey(cfg, 'media/podcast/x.mp3');
    await createFeed(storage, {
      channel: channelFor(cfg, Date.now()),
      items: [
        {
          guid,
          title: 'Before',
          pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
          author: 'a',
          summary: 's',
          image: mediaUrl(cfg, 'media/podcast/cover.jpg'),
          duration: 6,
          enclosure: { url: mediaUrl(cfg, 'media/podcast/x.mp3'), type: 'audio/mpeg', length: 1 },
          transcriptSource: null,
        },
      ],
    });
    const form = new FormData();
    form.append('title', 'After');
    const req = new Request('http://127.0.0.1/api/podcast/x', { method: 'PUT', body: form });
    const { storage: watched, reads } = counting(storage);
    const suffix = guid.slice(guid.lastIndexOf('/media/') + '/media/'.length);
    await editEpisodeFromForm(
      { storage: watched, cfg, seed: null, clock: systemClock },
      req,
      suffix,
    );
    expect((await readFeed(storage))?.feed.items[0]?.title).toBe('After');
    expect(reads()).toBe(1);
  });
});
