/** Finding episodes by the API's {guid-suffix}, and which media the feed still uses. */
import type { Episode } from '../../shared/api-types.ts';
import type { Feed } from '../../shared/feed.ts';
import type { Config } from '../../../../platform/server/config/types.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import { followAlongUrls } from '../follow-along-episode.ts';
import { mediaBase, suffixOf } from '../media-keys.ts';

const notFound = () => new HttpError(404, 'There is no episode with that id.');

/**
 * The episode whose guid is the media prefix plus `suffix`. The suffix is only ever compared
 * with stored guids, never used as a path, so `../` and the like simply match nothing.
 */
export function findEpisode(
  cfg: Pick<Config, 'mediaPublicUrl' | 'siteUrl'>,
  feed: Feed,
  suffix: string,
): Episode {
  if (!suffix || suffix.length > 512) throw notFound();
  const wanted = [cfg.mediaPublicUrl + suffix, mediaBase(cfg) + suffix];
  const episode = feed.items.find((item) => wanted.includes(item.guid));
  if (!episode) throw notFound();
  return episode;
}

/** The episode a transcription job names by its {guid-suffix} (suffixOf), if the feed holds it. */
export function episodeWithSuffix(
  cfg: Pick<Config, 'mediaPublicUrl' | 'siteUrl'>,
  feed: Feed,
  suffix: string,
): Episode | undefined {
  return feed.items.find((item) => suffixOf(cfg, item.guid) === suffix);
}

/** The decoded {guid-suffix} of a request path after `prefix`, or 404 when it is not text. */
export function suffixFromPath(pathname: string, prefix: string): string {
  if (!pathname.startsWith(prefix)) throw notFound();
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    throw notFound();
  }
}

/** Every image, audio and transcript or chapters URL the feed refers to, the channel art included. */
export function mediaInUse(feed: Feed): {
  images: Set<string>;
  audio: Set<string>;
  texts: Set<string>;
} {
  const images = new Set([feed.channel.image, ...feed.items.map((item) => item.image)]);
  const audio = new Set(feed.items.map((item) => item.enclosure.url));
  const texts = new Set(feed.items.flatMap(followAlongUrls));
  return { images, audio, texts };
}
