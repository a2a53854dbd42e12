/**
 * The podcast submission's text fields (docs/requirements.md section 3): checked and normalised on the
 * server, with a clear message for each bad value. Pure, so it is tested without a server.
 */
import { fail, type Checked } from '../../../platform/shared/checked.ts';
import type { Passage } from '../../../platform/shared/scripture.ts';
import { publishDate } from '../../sermons/index.ts';
import { isWebUrl } from '../../../platform/shared/web-url.ts';

/** Largest accepted uploads: a two-hour sermon at 320 kbps is under 300 MB. */
export const MAX_AUDIO_BYTES = 512 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The upload request time-out (docs/requirements.md section 9). */
export const UPLOAD_TIMEOUT_MS = 180_000;

/** The text fields of a submission; the file fields are audio and image. */
export const TEXT_FIELDS = [
  'title',
  'author',
  'summary',
  'passage',
  'videoLink',
  'pubDate',
  'previousImage',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** What a submission asks to set; an absent key leaves that part of an episode unchanged. */
export interface EpisodeChanges {
  title?: string;
  author?: string;
  summary?: string;
  /**
   * The checked Bible passage (src/platform/shared/scripture.ts, on the server only); null clears
   * it.
   */
  passage?: Passage | null;
  /** Empty string clears the link. */
  videoLink?: string;
  /** RFC 2822 at 10:30:00 in the church's zone. */
  pubDate?: string;
  previousImage?: string;
}

const LIMITS: Record<'title' | 'author' | 'summary', number> = {
  title: 200,
  author: 100,
  summary: 200,
};
const NAMES = { title: 'title', author: 'speaker', summary: 'series' } as const;

/**
 * Checks the text fields of a create (`creating`) or an edit. Whitespace is trimmed; a create
 * must have a title; dates become the RFC 2822 publish date; links must be web addresses.
 */
export function checkEpisodeFields(
  raw: Partial<Record<string, string>>,
  zone: string,
  creating: boolean,
): Checked<EpisodeChanges> {
  const changes: EpisodeChanges = {};
  for (const name of ['title', 'author', 'summary'] as const) {
    const value = raw[name]?.replace(/\s+/g, ' ').trim();
    if (value === undefined) continue;
    if (value.length > LIMITS[name]) {
      return fail(`The ${NAMES[name]} is too long: at most ${LIMITS[name]} characters.`);
    }
    changes[name] = value;
  }
  if (creating ? !changes.title : changes.title === '') {
    return fail('Please give the episode a title.');
  }
  const videoLink = raw['videoLink']?.trim();
  if (videoLink !== undefined) {
    if (videoLink && !isWebUrl(videoLink)) {
      return fail(
        `The video link must be a web address starting with https://, not "${videoLink}".`,
      );
    }
    changes.videoLink = videoLink;
  }
  const date = raw['pubDate']?.trim();
  if (date) {
    const normalised = publishDate(date, zone);
    if (!normalised) return fail(`The publish date "${date}" is not a date such as 2025-01-05.`);
    changes.pubDate = normalised;
  }
  const previous = raw['previousImage']?.trim();
  if (previous) {
    if (!isWebUrl(previous)) return fail('The previous image must be one of the listed images.');
    changes.previousImage = previous;
  }
  return { ok: true, value: changes };
}
