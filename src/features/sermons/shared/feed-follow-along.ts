/**
 * An item's transcript and chapters in the feed (Podcasting 2.0 namespace): each transcript copy
 * is a `<podcast:transcript url type language rel="captions">` (timed text, so captions), the
 * chapters a `<podcast:chapters url type="application/json+chapters">`. Pure.
 *
 * Who wrote the transcript (Episode.transcriptSource) is the `dcc:source` attribute of each
 * podcast:transcript, "machine" or "staff"; other readers ignore attributes of a namespace they do
 * not know. Feeds written before it have no such attribute: their transcripts were uploaded by
 * staff, so they read as "staff".
 */
import type { Episode, TranscriptSource } from './api-types.ts';

export const TRANSCRIPT_TYPES = { vtt: 'text/vtt', srt: 'application/srt' } as const;
export const CHAPTERS_TYPE = 'application/json+chapters';
/** The language of the church's preaching. */
export const TRANSCRIPT_LANGUAGE = 'en';

type Node = Record<string, unknown>;
type FollowAlong = Pick<Episode, 'transcript' | 'transcriptSrt' | 'chapters'> &
  Partial<Pick<Episode, 'transcriptSource'>>;

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
      '@_dcc:source': item.transcriptSource ?? 'staff',
    }));
  return {
    ...(transcripts.length ? { 'podcast:transcript': transcripts } : {}),
    ...(item.chapters
      ? { 'podcast:chapters': { '@_url': item.chapters, '@_type': CHAPTERS_TYPE } }
      : {}),
  };
}

/** The transcript's source as the feed says it; anything but "machine" is staff's. */
const sourceOf = (node: unknown): TranscriptSource =>
  attr(node, 'dcc:source') === 'machine' ? 'machine' : 'staff';

/** The transcript and chapters URLs of a parsed `<item>`, and who wrote the transcript. */
export function followAlongFromXml(item: Node): FollowAlong & Pick<Episode, 'transcriptSource'> {
  const found: FollowAlong & Pick<Episode, 'transcriptSource'> = { transcriptSource: null };
  const transcripts = item['podcast:transcript'];
  for (const node of Array.isArray(transcripts) ? transcripts : [transcripts]) {
    const url = attr(node, 'url');
    const type = attr(node, 'type').toLowerCase();
    if (url && type === TRANSCRIPT_TYPES.vtt && !found.transcript) {
      found.transcript = url;
      found.transcriptSource = sourceOf(node);
    }
    if (url && (type === TRANSCRIPT_TYPES.srt || type === 'application/x-subrip'))
      found.transcriptSrt ??= url;
  }
  if (!found.transcript && found.transcriptSrt) found.transcriptSource = 'staff';
  const chapters = attr(item['podcast:chapters'], 'url');
  if (chapters) found.chapters = chapters;
  return found;
}
