/**
 * The channel's Atom feed (src/features/live/README.md, its YouTube section): the last 15 uploads,
 * costing no quota. Scheduled streams are ordinary entries there, with no start time and no live
 * marker, so the feed gives candidate ids when the quota is gone, never a live state.
 */
import { XMLParser } from 'fast-xml-parser';
import { VIDEO_ID } from './youtube-shapes.ts';

/** An entry of the feed. */
export interface FeedEntry {
  id: string;
  title: string;
  /** Epoch milliseconds, or null. */
  published: number | null;
}

/** A parsed text or number as a string; anything else (an element with attributes) as ''. */
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const parser = new XMLParser({ ignoreAttributes: true, isArray: (name) => name === 'entry' });

/** The feed's entries, newest first as YouTube lists them; throws on text that is no feed. */
export function feedEntries(xml: string): FeedEntry[] {
  const doc = parser.parse(xml) as { feed?: { entry?: Record<string, unknown>[] } };
  if (!doc.feed) throw new Error('Not an Atom feed');
  return (doc.feed.entry ?? []).flatMap((entry) => {
    const id = textOf(entry['yt:videoId']);
    if (!VIDEO_ID.test(id)) return [];
    const published = Date.parse(textOf(entry['published']));
    const title = textOf(entry['title']);
    return [{ id, title, published: Number.isNaN(published) ? null : published }];
  });
}
