export { purgePodcastCache } from './feed/cdn.ts';
export { sermonPathWhere } from './feed/public.ts';
export { loadFeed, readFeed, updateFeed } from './feed/feed-store.ts';
export type { StoredFeed } from './feed/feed-store.ts';
export { episodeWithSuffix, findEpisode, mediaInUse, suffixFromPath } from './feed/lookup.ts';
export { applyFollowAlong, followAlongUrls } from './follow-along-episode.ts';
export {
  TEXT_FILE_FIELDS,
  isTextField,
  readTextPart,
  storeFollowAlong,
  storedKeys,
} from './follow-along.ts';
export type { StoredFollowAlong, TextUpload } from './follow-along.ts';
export {
  guidForKey,
  isUploadKey,
  keyForUrl,
  mediaUrl,
  newMediaKey,
  newStagingKey,
  publicKeyOf,
  suffixOf,
} from './media-keys.ts';
