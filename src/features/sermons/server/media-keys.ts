/**
 * Where podcast media lives and how it is named. Stored keys are `media/<path>`; their public
 * URL is `cfg.mediaPublicUrl + <path>` made absolute against the site (podcast apps need
 * absolute URLs); an episode's guid is `mediaPublicUrl + <path of its first audio>` and the API's
 * {guid-suffix} is that `<path>`. Keys are always made here, never from a client's file name.
 */
import { randomUUID } from 'node:crypto';
import { slugify } from '../../../platform/shared/slug.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import { STAGING_PREFIX } from '../../../platform/server/storage/keys.ts';

/** The storage key of the feed; not under media/, so it is only served by /podcast.xml. */
export const FEED_KEY = 'podcast/feed.xml';
/** The channel artwork's key. */
export const COVER_KEY = 'media/podcast/cover.jpg';

const MEDIA_PREFIX = 'media/';
const SAFE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

type UrlConfig = Pick<Config, 'mediaPublicUrl' | 'siteUrl'>;

/** The absolute base that stored media paths are appended to. */
export function mediaBase(cfg: UrlConfig): string {
  return new URL(cfg.mediaPublicUrl, cfg.siteUrl + '/').href;
}

/** The API's {guid-suffix} of an episode: its guid after the media prefix (the whole guid if none). */
export function suffixOf(cfg: UrlConfig, guid: string): string {
  for (const prefix of [cfg.mediaPublicUrl, mediaBase(cfg)])
    if (guid.startsWith(prefix)) return guid.slice(prefix.length);
  return guid;
}

/** The public absolute URL of a stored `media/...` key. */
export function mediaUrl(cfg: UrlConfig, key: string): string {
  if (!key.startsWith(MEDIA_PREFIX)) throw new Error(`Not a media key: ${key}`);
  return mediaBase(cfg) + key.slice(MEDIA_PREFIX.length);
}

/** The guid an episode gets when its audio is first stored at `key`. */
export function guidForKey(cfg: UrlConfig, key: string): string {
  return cfg.mediaPublicUrl + key.slice(MEDIA_PREFIX.length);
}

/** The stored key behind one of our media URLs, or null for anything else (never a path trick). */
export function keyForUrl(cfg: UrlConfig, url: string): string | null {
  let path: string | null = null;
  const base = mediaBase(cfg);
  if (url.startsWith(base)) path = url.slice(base.length);
  else if (cfg.mediaPublicUrl.startsWith('/')) {
    // a site-relative prefix: accept the same path on another port or host of this site
    try {
      const pathname = new URL(url).pathname;
      if (pathname.startsWith(cfg.mediaPublicUrl)) path = pathname.slice(cfg.mediaPublicUrl.length);
    } catch {
      path = null;
    }
  }
  return path !== null && SAFE_PATH.test(path) ? MEDIA_PREFIX + path : null;
}

/** A fresh key for an upload: `media/<year>/<uuid>-<slug>.<ext>`, the year of `now` (the deps' clock). */
export function newMediaKey(title: string, ext: string, now: Date): string {
  return `${MEDIA_PREFIX}${now.getUTCFullYear()}/${randomUUID()}-${slugify(title)}.${ext}`;
}

/**
 * Where a browser's direct upload lands first: `staging/<year>/<uuid>-<slug>.<ext>`, a prefix the
 * bucket never lets anyone read. Only after the server has checked the object does it copy it to
 * the same path under media/ (publicKeyOf); setup-bucket's lifecycle rule clears the rest.
 */

export function newStagingKey(title: string, ext: string, now: Date): string {
  return STAGING_PREFIX + newMediaKey(title, ext, now).slice(MEDIA_PREFIX.length);
}

/** The media/ key a checked staged upload is published to; null for a key not in staging/. */
export function publicKeyOf(stagingKey: string): string | null {
  if (!stagingKey.startsWith(STAGING_PREFIX)) return null;
  const key = MEDIA_PREFIX + stagingKey.slice(STAGING_PREFIX.length);
  return isUploadKey(key) ? key : null;
}

/** True for keys this service made for uploads (the only ones an orphan sweep may touch). */
export function isUploadKey(key: string): boolean {
  return /^media\/\d{4}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[a-z0-9-]+\.(mp3|png|jpg)$/.test(
    key,
  );
}
