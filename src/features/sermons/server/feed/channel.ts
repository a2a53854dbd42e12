/** The podcast channel: its fixed facts and its Podcasting 2.0 guid. */
import { createHash } from 'node:crypto';
import type { FeedChannel } from '../../shared/feed.ts';
import type { Config } from '../../../../platform/server/config/types.ts';
import { COVER_KEY, mediaUrl } from '../media-keys.ts';

/** The namespace the Podcasting 2.0 spec fixes for podcast:guid. */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** RFC 4122 version-5 UUID of a name in a namespace. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** podcast:guid of a feed: UUIDv5 of its URL without the scheme and trailing slashes. */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return uuidV5(name, PODCAST_GUID_NAMESPACE);
}

const DESCRIPTION =
  'Sunday sermons from Dogwood Community Church in Cary, North Carolina: verse-by-verse ' +
  'preaching through books of the Bible and topical series, for a church that wants to make ' +
  'disciples who make disciples.';

/** The channel's facts for this site; `now` (the deps' clock) dates its copyright. */
export function channelFor(
  cfg: Pick<Config, 'siteUrl' | 'mediaPublicUrl'>,
  now: number,
): FeedChannel {
  const feedUrl = `${cfg.siteUrl}/podcast.xml`;
  return {
    title: 'Dogwood Community Church Sermons',
    description: DESCRIPTION,
    language: 'en-us',
    link: cfg.siteUrl,
    feedUrl,
    image: mediaUrl(cfg, COVER_KEY),
    category: 'Religion & Spirituality',
    subcategory: 'Christianity',
    explicit: false,
    author: 'Dogwood Community Church',
    owner: { name: 'Dogwood Community Church', email: 'office@dogwoodcc.org' },
    copyright: `© ${new Date(now).getUTCFullYear()} Dogwood Community Church`,
    podcastGuid: podcastGuid(feedUrl),
    locked: true,
    funding: { url: `${cfg.siteUrl}/give`, text: 'Support the ministry of DCC' },
  };
}
