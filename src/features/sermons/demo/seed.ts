/**
 * Seeds the demo sermon podcast into storage: artwork per series (drawn by make-art), and each
 * sermon's episode, its audio a key that media.ts makes on request (30 to 45 minutes from the
 * sermon's own few seconds of recorded speech, nothing stored), so every episode has its own
 * enclosure URL at no cost, and its transcript and chapters beside it, made on request the same
 * way; then
 * the feed, written only if none exists so concurrent starts cannot both win. A storage without
 * the demo's made media (a production test bucket) gets short audio, with its transcript and
 * chapters, stored instead. Each sermon's passage is stored as the podcast admin's Passage field stores
 * it: read and written back by src/platform/shared/scripture.ts ahead of time
 * (passages.generated.ts), so the public functions that may seed the feed start without the
 * Bible-reference library.
 */
import pLimit from 'p-limit';
import type { Episode } from '../shared/api-types.ts';
import { publishDate } from '../shared/date.ts';
import { slugify } from '../../../platform/shared/slug.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import { channelFor } from '../server/feed/channel.ts';
import type { Feed } from '../shared/feed.ts';
import { guidForKey, mediaUrl } from '../server/media-keys.ts';
import type { Passage } from '../../../platform/shared/scripture.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readDemoFile } from '../../../platform/server/demo-files.ts';
import { demoAudioKey, demoTextKey } from './media.ts';
import { demoText, DEMO_TEXT_KINDS, type DemoTextKind } from './texts.ts';
import { DEMO_SERIES, demoSermons, seriesArtFile, type DemoSermon } from './episodes.ts';
import { DEMO_PASSAGES } from './passages.generated.ts';
import { demoVoice, sermonAudio, sermonAudioSize } from './voice-audio.ts';

/** The stored artwork key of a series (deterministic, so concurrent seeds write the same). */
const artKey = (series: string) => `media/demo/art/${slugify(series)}.jpg`;

async function storeArtwork(storage: Storage, origin: string | null): Promise<void> {
  await Promise.all(
    DEMO_SERIES.map(async (series) => {
      const key = artKey(series.title);
      if (await storage.head(key)) return;
      const art = await readDemoFile(seriesArtFile(series.title), origin);
      await storage.put(key, art, { contentType: 'image/jpeg' });
    }),
  );
}

/** Where a sermon's audio is: made on request, or stored `storedSeconds` long. */
async function audioOf(
  storage: Storage,
  origin: string | null,
  sermon: DemoSermon,
  storedSeconds: number | undefined,
): Promise<{ key: string; seconds: number; bytes: number }> {
  const name = `${sermon.date}-${slugify(sermon.title)}`;
  if (storedSeconds === undefined) {
    const size = sermonAudioSize(sermon.seconds);
    return { key: demoAudioKey(sermon.voice, sermon.seconds, name), ...size };
  }
  const size = sermonAudioSize(storedSeconds);
  const key = `media/demo/${name}.mp3`;
  const voice = (await demoVoice(sermon.voice, origin))!;
  await storage.put(key, sermonAudio(voice, 0, size.bytes - 1), { contentType: 'audio/mpeg' });
  for (const kind of Object.keys(DEMO_TEXT_KINDS) as DemoTextKind[]) {
    const text = demoText(kind, voice, storedSeconds);
    await storage.put(demoTextKey(key, kind), text, { contentType: DEMO_TEXT_KINDS[kind] });
  }
  return { key, ...size };
}

/** A demo passage as the podcast admin's Passage field stores it (made by tools/make-passages.ts). */
function passageOf(typed: string): Passage {
  const passage = DEMO_PASSAGES[typed];
  if (!passage) throw new Error(`Run tools/make-passages.ts: no passage for ${typed}`);
  return passage;
}

async function episodeOf(
  storage: Storage,
  cfg: Config,
  sermon: DemoSermon,
  storedSeconds: number | undefined,
  passage: Passage,
): Promise<Episode> {
  const audio = await audioOf(storage, cfg.demoOrigin, sermon, storedSeconds);
  const episode: Episode = {
    guid: guidForKey(cfg, audio.key),
    title: sermon.title,
    pubDate: publishDate(sermon.date, cfg.timezone) ?? '',
    author: sermon.speaker,
    summary: sermon.series.title,
    passage: passage.text,
    passageOsis: passage.osis,
    image: mediaUrl(cfg, artKey(sermon.series.title)),
    duration: Math.round(audio.seconds),
    enclosure: { url: mediaUrl(cfg, audio.key), type: 'audio/mpeg', length: audio.bytes },
    transcript: mediaUrl(cfg, demoTextKey(audio.key, 'vtt')),
    transcriptSrt: mediaUrl(cfg, demoTextKey(audio.key, 'srt')),
    transcriptSource: 'staff',
    chapters: mediaUrl(cfg, demoTextKey(audio.key, 'chapters.json')),
  };
  if (sermon.video) episode.videoLink = cfg.links.youtube;
  return episode;
}

/**
 * Writes the demo archive; resolves once the feed exists (written by this call or another).
 * `write` is the feed store's first-feed writer (src/features/sermons/server/feed/feed-store.ts,
 * handed in so the demo needs nothing of it). `storedSeconds` stores that much audio per sermon
 * instead of making it on request.
 */
export async function seedDemoSermons(
  storage: Storage,
  cfg: Config,
  write: (feed: Feed) => Promise<boolean>,
  options: { now?: Date; storedSeconds?: number } = {},
): Promise<void> {
  const limit = pLimit(8);
  const now = options.now ?? new Date();
  const [, items] = await Promise.all([
    storeArtwork(storage, cfg.demoOrigin),
    Promise.all(
      demoSermons(now, cfg.timezone).map((sermon) =>
        limit(() =>
          episodeOf(storage, cfg, sermon, options.storedSeconds, passageOf(sermon.passage)),
        ),
      ),
    ),
  ]);
  await write({ channel: channelFor(cfg, now.getTime()), items });
}
