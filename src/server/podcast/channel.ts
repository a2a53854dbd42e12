/** The podcast channel: its fixed facts, its Podcasting 2.0 guid, and its artwork. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FeedChannel } from '../../lib/feed.ts';
import type { Config } from '../config.ts';
import { COVER_KEY, mediaUrl } from './media-keys.ts';

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

/** The channel's facts for this site. */
export function channelFor(cfg: Pick<Config, 'siteUrl' | 'mediaPublicUrl'>): FeedChannel {
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
    copyright: `© ${new Date().getUTCFullYear()} Dogwood Community Church`,
    podcastGuid: podcastGuid(feedUrl),
    locked: true,
    funding: { url: `${cfg.siteUrl}/give`, text: 'Support the ministry of DCC' },
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A 1400x1400 JPEG with a title and subtitle on a coloured field: the channel cover and the
 * demo series artwork (Apple wants 1400-3000 px square JPEG or PNG).
 */
export async function renderArtwork(
  title: string,
  subtitle: string,
  colors: { background: string; accent: string },
): Promise<Buffer> {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 16)
      lines[lines.length - 1] += ' ' + word;
    else lines.push(word);
  }
  const top = 700 - (lines.length - 1) * 70;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400">
  <rect width="1400" height="1400" fill="${colors.background}"/>
  <circle cx="1150" cy="250" r="420" fill="${colors.accent}" opacity="0.35"/>
  <rect x="140" y="${top - 190}" width="220" height="16" fill="${colors.accent}"/>
  ${lines
    .map(
      (line, i) =>
        `<text x="140" y="${top + i * 140}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="120" fill="#ffffff">${escape(line)}</text>`,
    )
    .join('\n  ')}
  <text x="140" y="1240" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" fill="#ffffff" opacity="0.85">${escape(subtitle)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
