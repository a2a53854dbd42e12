/**
 * The sermon podcast feed (docs/architecture.md section 4, docs/outside-systems.md, "Podcast RSS"): RSS 2.0 with the
 * iTunes and Podcasting 2.0 namespaces, read with fast-xml-parser and written with its sibling fast-xml-builder. Pure: no I/O.
 *
 * Decisions recorded here:
 * - Every item's `<guid>` carries isPermaLink="false": the guid is the media URL the audio had
 *   when the episode was first published, and it never changes, even after the audio is
 *   replaced, so it is an identifier, not a link.
 * - The item's `<link>` is the sermon's own page on the site (sermon-links.ts): podcast
 *   apps show it as the episode's web page. The optional video link (a YouTube page) is
 *   `<dcc:video>` in the church's own namespace; feeds written before the sermon pages had it in
 *   `<link>`, and they still read.
 * - The Bible passage is `<dcc:passage osis="Rom.8.28-Rom.8.39">Romans 8:28–39</dcc:passage>`:
 * the text the site shows, and its OSIS reference for the Book filter
 * (src/platform/shared/scripture.ts).
 * - A transcript (WebVTT, with an SRT copy) and chapters are podcast:transcript and
 *   podcast:chapters (feed-follow-along.ts).
 * - The speaker is `itunes:author` and a `podcast:person` (role host); the series is
 *   `itunes:summary` and the item `description`.
 */
import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';
import { xmlSafe } from '../../../platform/shared/xml.ts';
import type { Episode } from './api-types.ts';
import { followAlongToXml } from './feed-follow-along.ts';
import { durationSeconds, itemFromXml } from './xml.ts';

export const NS = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  dcc: 'https://dogwoodcc.org/ns/podcast/1.0',
} as const;

/** Apple's limit on the channel description. */
export const MAX_DESCRIPTION_BYTES = 4000;

/** The channel of the feed: everything but the items. */
export interface FeedChannel {
  title: string;
  description: string;
  language: string;
  /** The website. */
  link: string;
  /** Absolute URL of this feed (atom:link rel=self). */
  feedUrl: string;
  /** Channel artwork: JPEG or PNG, 1400-3000 px square. */
  image: string;
  category: string;
  subcategory: string;
  explicit: boolean;
  author: string;
  owner: { name: string; email: string };
  copyright: string;
  /** UUIDv5 of the feed URL without its scheme (podcastGuid() on the server makes it). */
  podcastGuid: string;
  locked: boolean;
  funding: { url: string; text: string };
}

/** A whole feed. Items keep the order they are stored in (newest first by convention). */
export interface Feed {
  channel: FeedChannel;
  items: Episode[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'itunes:category' || name === 'podcast:person',
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

type Node = Record<string, unknown>;

const str = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return str(value['#text']);
  return '';
};
const attr = (node: unknown, name: string): string =>
  node && typeof node === 'object' ? str((node as Node)[`@_${name}`]) : '';

/** Parses feed XML; throws an Error with a clear message when it is not an RSS feed. */
export function parseFeed(xml: string): Feed {
  const doc = parser.parse(xml) as Node;
  const channel = (doc['rss'] as Node | undefined)?.['channel'] as Node | undefined;
  if (!channel) throw new Error('The podcast feed is not an RSS document with a channel.');
  const categories = (channel['itunes:category'] as Node[] | undefined) ?? [];
  const sub = (categories[0]?.['itunes:category'] as Node[] | undefined)?.[0];
  const owner = (channel['itunes:owner'] as Node | undefined) ?? {};
  const locked = channel['podcast:locked'];
  const funding = channel['podcast:funding'];
  return {
    channel: {
      title: str(channel['title']),
      description: str(channel['description']),
      language: str(channel['language']),
      link: str(channel['link']),
      feedUrl: attr(channel['atom:link'], 'href'),
      image: attr(channel['itunes:image'], 'href'),
      category: attr(categories[0], 'text'),
      subcategory: attr(sub, 'text'),
      explicit: ['true', 'yes'].includes(str(channel['itunes:explicit']).toLowerCase()),
      author: str(channel['itunes:author']),
      owner: { name: str(owner['itunes:name']), email: str(owner['itunes:email']) },
      copyright: str(channel['copyright']),
      podcastGuid: str(channel['podcast:guid']),
      locked: str(locked).toLowerCase() === 'yes',
      funding: { url: attr(funding, 'url'), text: str(funding) },
    },
    items: ((channel['item'] as Node[] | undefined) ?? []).map(itemFromXml),
  };
}

function itemToXml(item: Episode): Node {
  return {
    title: xmlSafe(item.title),
    description: xmlSafe(item.summary),
    ...(item.link ? { link: item.link } : {}),
    guid: { '#text': item.guid, '@_isPermaLink': 'false' },
    pubDate: item.pubDate,
    enclosure: {
      '@_url': item.enclosure.url,
      '@_length': String(item.enclosure.length),
      '@_type': item.enclosure.type,
    },
    'itunes:title': xmlSafe(item.title),
    'itunes:author': xmlSafe(item.author),
    'itunes:summary': xmlSafe(item.summary),
    'itunes:image': { '@_href': item.image },
    'itunes:duration': String(Math.round(durationSeconds(item.duration))),
    'itunes:explicit': 'false',
    'itunes:episodeType': 'full',
    'podcast:person': [{ '#text': xmlSafe(item.author), '@_role': 'host' }],
    ...(item.videoLink ? { 'dcc:video': item.videoLink } : {}),
    ...(item.passage
      ? { 'dcc:passage': { '#text': xmlSafe(item.passage), '@_osis': item.passageOsis ?? '' } }
      : {}),
    ...followAlongToXml(item),
  };
}

/** Builds the feed XML; throws when the channel breaks a rule directories enforce. */
export function buildFeed(feed: Feed): string {
  const c = feed.channel;
  if (new TextEncoder().encode(c.description).length > MAX_DESCRIPTION_BYTES) {
    throw new Error(`The channel description is longer than ${MAX_DESCRIPTION_BYTES} bytes.`);
  }
  const channel: Node = {
    'atom:link': { '@_href': c.feedUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
    title: xmlSafe(c.title),
    description: xmlSafe(c.description),
    link: c.link,
    language: c.language,
    copyright: xmlSafe(c.copyright),
    'itunes:author': xmlSafe(c.author),
    'itunes:owner': { 'itunes:name': xmlSafe(c.owner.name), 'itunes:email': c.owner.email },
    'itunes:image': { '@_href': c.image },
    'itunes:category': [{ '@_text': c.category, 'itunes:category': [{ '@_text': c.subcategory }] }],
    'itunes:explicit': c.explicit ? 'true' : 'false',
    'itunes:type': 'episodic',
    'podcast:guid': c.podcastGuid,
    'podcast:locked': { '#text': c.locked ? 'yes' : 'no', '@_owner': c.owner.email },
    'podcast:funding': { '#text': xmlSafe(c.funding.text), '@_url': c.funding.url },
    item: feed.items.map(itemToXml),
  };
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': NS.itunes,
      '@_xmlns:podcast': NS.podcast,
      '@_xmlns:atom': NS.atom,
      '@_xmlns:dcc': NS.dcc,
      channel,
    },
  });
}
