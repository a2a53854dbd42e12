import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getConfig } from '../../../../../src/platform/server/config/index.ts';
import { channelFor } from '../../../../../src/features/sermons/server/feed/channel.ts';
import { createFeed } from '../../../../../src/features/sermons/server/feed/feed-store.ts';
import { mediaUrl, newMediaKey } from '../../../../../src/features/sermons/server/media-keys.ts';
import {
  ORPHAN_AGE_MS,
  sweepOrphans,
} from '../../../../../src/features/podcast/server/upload/sweep.ts';
import { createStorage } from '../../../../../src/platform/server/storage/index.ts';
import type { Storage } from '../../../../../src/platform/server/storage/types.ts';
import { demoMp3 } from '../../../../helpers/podcast-fixtures.ts';
import { systemClock } from '../../../../../src/platform/shared/clock.ts';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-sweep-'));
  storage = createStorage({ kind: 'fs', dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sweepOrphans', () => {
  test('removes only old, unreferenced upload keys', async () => {
    const cfg = getConfig({ DATA_DIR: dir }, { readDemoSecret: () => 'x'.repeat(32) });
    const used = newMediaKey('Used', 'mp3', new Date());
    const orphan = newMediaKey('Abandoned', 'mp3', new Date());
    for (const key of [used, orphan, 'media/demo/keep.mp3']) {
      await storage.put(key, demoMp3(1), { contentType: 'audio/mpeg' });
    }
    const url = mediaUrl(cfg, used);
    await createFeed(storage, {
      channel: channelFor(cfg, Date.now()),
      items: [
        {
          guid: '/media/x.mp3',
          title: 'Used',
          pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
          author: 'a',
          summary: 's',
          image: mediaUrl(cfg, 'media/podcast/cover.jpg'),
          duration: 6,
          enclosure: { url, type: 'audio/mpeg', length: 1 },
          transcriptSource: null,
        },
      ],
    });
    expect(await sweepOrphans({ storage, cfg, clock: systemClock })).toEqual([]); // too young
    const dayLater = { now: () => Date.now() + ORPHAN_AGE_MS + 1000 };
    expect(await sweepOrphans({ storage, cfg, clock: dayLater })).toEqual([orphan]);
    const left = (await storage.list('media/')).map((o) => o.key).sort();
    expect(left).toEqual(['media/demo/keep.mp3', used].sort());
  });
});
