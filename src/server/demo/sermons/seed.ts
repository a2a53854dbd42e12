/**
 * Seeds the demo sermon podcast into storage: artwork per series (drawn by make-art), each
 * sermon's audio copied from a handful of committed short MP3s to its own key (every episode
 * has its own enclosure URL), durations and lengths read from the stored copies, and finally
 * the feed, written only if none exists so concurrent starts cannot both win.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { Episode } from '../../../lib/api-types.ts';
import { publishDate } from '../../../lib/podcast-date.ts';
import type { Config } from '../../config.ts';
import { readAudioFacts } from '../../podcast/audio.ts';
import { readShippedJpeg } from '../../podcast/artwork.ts';
import { channelFor } from '../../podcast/channel.ts';
import { createFeed, withPages } from '../../podcast/feed-store.ts';
import { slugify } from '../../../lib/slug.ts';
import { guidForKey, mediaUrl } from '../../podcast/media-keys.ts';
import { shippedPath } from '../../shipped-files.ts';
import type { Storage } from '../../storage/types.ts';
import {
  DEMO_AUDIO_FILES,
  DEMO_SERIES,
  demoSermons,
  seriesArtFile,
  type DemoSermon,
} from './episodes.ts';

/** The stored artwork key of a series (deterministic, so concurrent seeds write the same). */
const artKey = (series: string) => `media/demo/art/${slugify(series)}.jpg`;

async function storeArtwork(storage: Storage): Promise<void> {
  await Promise.all(
    DEMO_SERIES.map(async (series) => {
      const key = artKey(series.title);
      if (await storage.head(key)) return;
      const art = await readShippedJpeg(seriesArtFile(series.title));
      await storage.put(key, art, { contentType: 'image/jpeg' });
    }),
  );
}

async function storeSermon(
  storage: Storage,
  cfg: Config,
  sermon: DemoSermon,
  audio: Buffer[],
): Promise<Episode> {
  const key = `media/demo/${sermon.date}-${slugify(sermon.title)}.mp3`;
  const body = audio[sermon.audio - 1];
  if (!body) throw new Error(`Missing demo audio ${sermon.audio}`);
  await storage.put(key, body, { contentType: 'audio/mpeg' });
  const facts = await readAudioFacts(storage, key);
  const episode: Episode = {
    guid: guidForKey(cfg, key),
    title: sermon.title,
    pubDate: publishDate(sermon.date, cfg.timezone) ?? '',
    author: sermon.speaker,
    summary: sermon.series.title,
    image: mediaUrl(cfg, artKey(sermon.series.title)),
    duration: facts.duration,
    enclosure: { url: mediaUrl(cfg, key), type: 'audio/mpeg', length: facts.length },
  };
  if (sermon.video) episode.videoLink = cfg.links.youtube;
  return episode;
}

/** Writes the demo archive; resolves once the feed exists (written by this call or another). */
export async function seedDemoSermons(
  storage: Storage,
  cfg: Config,
  now = new Date(),
): Promise<void> {
  const audio = await Promise.all(
    Array.from({ length: DEMO_AUDIO_FILES }, (_, i) =>
      readFile(join(shippedPath('src/server/demo/sermons/audio'), `sermon-${i + 1}.mp3`)),
    ),
  );
  // fsync-ed writes dominate, so they overlap: artwork and all the audio at once
  const limit = pLimit(48);
  const [, items] = await Promise.all([
    storeArtwork(storage),
    Promise.all(
      demoSermons(now, cfg.timezone).map((sermon) =>
        limit(() => storeSermon(storage, cfg, sermon, audio)),
      ),
    ),
  ]);
  await createFeed(storage, withPages({ channel: channelFor(cfg), items }, cfg));
}
