/**
 * The podcast service: create, edit and remove episodes. Uploaded files are already stored and
 * checked when these run; each change is one conditional feed write, and media the feed no
 * longer uses is deleted only after that write has landed.
 */
import type { Episode } from '../../sermons/index.ts';
import type { Feed } from '../../sermons/index.ts';
import { newestFirst } from '../../sermons/index.ts';
import type { EpisodeChanges } from '../shared/input.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { purgePodcastCache } from '../../sermons/server/index.ts';
import { requestSearchRebuild } from '../../search/server/index.ts';
import { updateFeed as writeFeed, type StoredFeed } from '../../sermons/server/index.ts';
import type { StoredFollowAlong } from '../../sermons/server/index.ts';
import { applyFollowAlong, followAlongUrls } from '../../sermons/server/index.ts';
import { findEpisode, mediaInUse } from '../../sermons/server/index.ts';
import { guidForKey, keyForUrl, mediaUrl } from '../../sermons/server/index.ts';
import type { PodcastDeps } from '../../../app/deps.ts';
import type { CheckedMedia } from './types.ts';

/**
 * Every change goes through here, so once it has landed the CDN's copies are purged and the
 * search index is asked to be rebuilt (docs/architecture.md section 9).
 */
export async function updateFeed(...args: Parameters<typeof writeFeed>): Promise<Feed> {
  const written = await writeFeed(...args);
  await Promise.all([purgePodcastCache(args[0].cfg), requestSearchRebuild(args[0].cfg)]);
  return written;
}

export interface EpisodeMedia {
  audio?: CheckedMedia;
  image?: CheckedMedia;
  /** The transcript and chapters stored for it (follow-along.ts). */
  followAlong?: StoredFollowAlong;
}

/** The image an episode should show: a new upload, a previous image still in use, or none. */
function chosenImage(deps: PodcastDeps, feed: Feed, changes: EpisodeChanges, media: EpisodeMedia) {
  if (media.image) return mediaUrl(deps.cfg, media.image.key);
  if (!changes.previousImage) return null;
  if (!mediaInUse(feed).images.has(changes.previousImage)) {
    throw new HttpError(400, 'The previous image chosen is no longer used by any episode.');
  }
  return changes.previousImage;
}

function applyChanges(episode: Episode, changes: EpisodeChanges, channelAuthor: string): void {
  if (changes.title !== undefined) episode.title = changes.title;
  if (changes.author !== undefined) episode.author = changes.author || channelAuthor;
  if (changes.summary !== undefined) episode.summary = changes.summary;
  if (changes.pubDate !== undefined) episode.pubDate = changes.pubDate;
  if (changes.passage) {
    episode.passage = changes.passage.text;
    episode.passageOsis = changes.passage.osis;
  } else if (changes.passage === null) {
    delete episode.passage;
    delete episode.passageOsis;
  }
  if (changes.videoLink) episode.videoLink = changes.videoLink;
  else if (changes.videoLink === '') delete episode.videoLink;
}

function enclosureOf(deps: PodcastDeps, audio: CheckedMedia) {
  return { url: mediaUrl(deps.cfg, audio.key), type: audio.contentType, length: audio.size };
}

/** Deletes each media URL the feed as written no longer uses (never the channel art). */
export async function deleteUnused(deps: PodcastDeps, feed: Feed, urls: string[]): Promise<void> {
  const inUse = mediaInUse(feed);
  for (const url of new Set(urls)) {
    if (inUse.images.has(url) || inUse.audio.has(url) || inUse.texts.has(url)) continue;
    const key = keyForUrl(deps.cfg, url);
    if (key) {
      await deps.storage.delete(key).catch((error: unknown) => {
        console.error(`Could not delete unused media ${key}:`, error);
      });
    }
  }
}

/** Publishes a new episode; its guid is made from its audio's key and never changes. */
export async function createEpisode(
  deps: PodcastDeps,
  changes: EpisodeChanges,
  media: EpisodeMedia,
  now: string,
  read?: StoredFeed,
): Promise<string> {
  const audio = media.audio;
  if (!audio) throw new HttpError(400, 'Please choose an MP3 audio file for the new episode.');
  const guid = guidForKey(deps.cfg, audio.key);
  const written = await updateFeed(
    deps,
    (feed) => {
      const episode: Episode = {
        guid,
        title: changes.title ?? '',
        pubDate: changes.pubDate ?? now,
        author: '',
        summary: '',
        image: chosenImage(deps, feed, changes, media) ?? feed.channel.image,
        duration: audio.duration ?? 0,
        enclosure: enclosureOf(deps, audio),
        transcriptSource: null,
      };
      applyChanges(episode, { ...changes, author: changes.author ?? '' }, feed.channel.author);
      applyFollowAlong(deps, episode, media.followAlong);
      feed.items = newestFirst([episode, ...feed.items]);
      return feed;
    },
    read,
  );
  const published = written.items.find((item) => item.guid === guid);
  if (published) await deps.published?.(published, true);
  return `"${changes.title}" was published.`;
}

/** Edits an existing episode in place; replaced audio and images are deleted if unused. */
export async function editEpisode(
  deps: PodcastDeps,
  suffix: string,
  changes: EpisodeChanges,
  media: EpisodeMedia,
  read?: StoredFeed,
): Promise<string> {
  let replaced: string[] = [];
  let title = '';
  const written = await updateFeed(
    deps,
    (feed) => {
      const episode = findEpisode(deps.cfg, feed, suffix);
      replaced = [];
      const image = chosenImage(deps, feed, changes, media);
      if (image && image !== episode.image) {
        replaced.push(episode.image);
        episode.image = image;
      }
      if (media.audio) {
        replaced.push(episode.enclosure.url);
        episode.enclosure = enclosureOf(deps, media.audio);
        episode.duration = media.audio.duration ?? episode.duration;
      }
      applyChanges(episode, changes, feed.channel.author);
      replaced.push(...applyFollowAlong(deps, episode, media.followAlong));
      title = episode.title;
      feed.items = newestFirst(feed.items);
      return feed;
    },
    read,
  );
  await deleteUnused(deps, written, replaced);
  await deps.published?.(findEpisode(deps.cfg, written, suffix), Boolean(media.audio));
  return `"${title}" was updated.`;
}

/** Removes an episode and deletes its audio and image unless another episode uses them. */
export async function removeEpisode(deps: PodcastDeps, suffix: string): Promise<string> {
  let removed: Episode | undefined;
  const written = await updateFeed(deps, (feed) => {
    removed = findEpisode(deps.cfg, feed, suffix);
    feed.items = feed.items.filter((item) => item !== removed);
    return feed;
  });
  if (!removed) throw new Error('Removed episode went missing.');
  await deleteUnused(deps, written, [
    removed.enclosure.url,
    removed.image,
    ...followAlongUrls(removed),
  ]);
  return `"${removed.title}" was removed.`;
}
