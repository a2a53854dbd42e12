/** Reading one feed `<item>` (as fast-xml-parser gives it) into an Episode. Pure. */
import type { Episode } from './api-types.ts';
import { followAlongFromXml } from './feed-follow-along.ts';
import { SERMONS_PATH } from './sermon-links.ts';

type Node = Record<string, unknown>;

const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object' && '#text' in value) return text(value['#text']);
  return '';
};
const attr = (node: unknown, name: string): string =>
  node && typeof node === 'object' ? text((node as Node)[`@_${name}`]) : '';

/**
 * Seconds from an itunes:duration value: plain seconds ("1234", "1234.5") or clock form
 * ("HH:MM:SS", "MM:SS"), as other feeds may write it. Unreadable values are 0.
 */
export function durationSeconds(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return 0;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** An Episode from a parsed `<item>`; missing parts become empty strings or 0. */
export function itemFromXml(item: Node): Episode {
  const enclosure = item['enclosure'];
  const link = text(item['link']);
  const video = text(item['dcc:video']);
  const isSermonPage = link.includes(SERMONS_PATH);
  const episode: Episode = {
    guid: text(item['guid']),
    title: text(item['title']),
    pubDate: text(item['pubDate']),
    author: text(item['itunes:author']) || text(item['podcast:person']),
    summary: text(item['itunes:summary']) || text(item['description']),
    image: attr(item['itunes:image'], 'href'),
    duration: durationSeconds(text(item['itunes:duration'])),
    enclosure: {
      url: attr(enclosure, 'url'),
      type: attr(enclosure, 'type') || 'audio/mpeg',
      length: Number(attr(enclosure, 'length')) || 0,
    },
    transcriptSource: null,
  };
  if (isSermonPage) episode.link = link;
  // before the sermon pages, the video link was the item's <link>
  const videoLink = video || (isSermonPage ? '' : link);
  if (videoLink) episode.videoLink = videoLink;
  const passage = text(item['dcc:passage']);
  if (passage) episode.passage = passage;
  const osis = attr(item['dcc:passage'], 'osis');
  if (passage && osis) episode.passageOsis = osis;
  return { ...episode, ...followAlongFromXml(item) };
}
