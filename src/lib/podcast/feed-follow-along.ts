/**
 * An item's transcript and chapters in the feed (Podcasting 2.0 namespace): each transcript copy
 * is a `<podcast:transcript url type language rel="captions">` (timed text, so captions), the
 * chapters a `<podcast:chapters url type="application/json+chapters">`. Pure.
 */
import type { Episode } from '../api-types.ts';

export const TRANSCRIPT_TYPES = { vtt: 'text/vtt', srt: 'application/srt' } as const;
export const CHAPTERS_TYPE = 'application/json+chapters';
/** The language of the church's preaching. */
export const TRANSCRIPT_LANGUAGE = 'en';

type Node = Record<string, unknown>;
type FollowAlong = Pick<Episode, 'transcript' | 'transcriptSrt' | 'chapters'>;

const attr = (node: unknown, name: string): string => {
  const value = node && typeof node === 'object' ? (node as Node)[`@_${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/** The item's `podcast:transcript` and `podcast:chapters` elements (none when it has neither). */
export function followAlongToXml(item: FollowAlong): Node {
  const transcripts = (
    [
      [item.transcript, TRANSCRIPT_TYPES.vtt],
      [item.transcriptSrt, TRANSCRIPT_TYPES.srt],
    ] as const
  )
    .filter(([url]) => url)
    .map(([url, type]) => ({
      '@_url': url,
      '@_type': type,
      '@_language': TRANSCRIPT_LANGUAGE,
      '@_rel': 'captions',
    }));
  return {
    ...(transcripts.length ? { 'podcast:transcript': transcripts } : {}),
    ...(item.chapters
      ? { 'podcast:chapters': { '@_url': item.chapters, '@_type': CHAPTERS_TYPE } }
      : {}),
  };
}

/** The transcript and chapters URLs of a parsed `<item>`. */
export function followAlongFromXml(item: Node): FollowAlong {
  const found: FollowAlong = {};
  const transcripts = item['podcast:transcript'];
  for (const node of Array.isArray(transcripts) ? transcripts : [transcripts]) {
    const url = attr(node, 'url');
    const type = attr(node, 'type').toLowerCase();
    if (url && type === TRANSCRIPT_TYPES.vtt) found.transcript ??= url;
    if (url && (type === TRANSCRIPT_TYPES.srt || type === 'application/x-subrip'))
      found.transcriptSrt ??= url;
  }
  const chapters = attr(item['podcast:chapters'], 'url');
  if (chapters) found.chapters = chapters;
  return found;
}
