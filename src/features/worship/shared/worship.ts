/**
 * Worship samples (docs/requirements.md sections 2 and 3): artist, title and date come from the attachment's
 * filename 'artist - title - YYYYMMDD'; the list is newest first by that date.
 *
 * The home page's worship medley is the newest sample whose title says 'Medley'; when none
 * does, it is simply the newest sample, so the home page always has one to play.
 */
import type { WorshipSample } from './api-types.ts';
import { formatDate } from '../../../platform/shared/dates.ts';
import { narrowedOptions } from '../../sermons/index.ts';

/** A worship sample with the facts its filename carries. */
export interface WorshipItem {
  id: string;
  artist: string;
  title: string;
  /** 'yyyy-MM-dd', or '' when the filename has no date. */
  date: string;
  thumbnail: string;
}

const FILENAME = /^(.+?) - (.+) - (\d{4})(\d{2})(\d{2})(?:\.[a-z0-9]+)?$/i;

/** Splits 'artist - title - YYYYMMDD.ext'; a name without that shape becomes its own title. */
export function parseWorshipFilename(filename: string): Omit<WorshipItem, 'id' | 'thumbnail'> {
  const match = FILENAME.exec(filename.trim());
  if (match) {
    const [, artist = '', title = '', y, m, d] = match;
    const date = `${y}-${m}-${d}`;
    // a real calendar day: Date rolls Feb 30 over into March, so the text would differ
    const valid = !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().startsWith(date);
    if (valid) return { artist, title, date };
  }
  return { artist: '', title: filename.replace(/\.[a-z0-9]+$/i, ''), date: '' };
}

/** Worship items newest first by filename date (undated last, then by title). */
export function worshipItems(samples: readonly WorshipSample[]): WorshipItem[] {
  const items = samples.map((sample) => ({
    id: sample.id,
    thumbnail: sample.attributes.thumbnail_url,
    ...parseWorshipFilename(sample.attributes.filename),
  }));
  return items.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** A date such as 'Jan 5, 2024' ('' for none); a calendar date, so no zone applies. */
export function formatWorshipDate(date: string): string {
  return date ? formatDate(`${date}T12:00:00Z`, 'UTC') : '';
}

/** The chosen artist and song ('' for any). */
export interface WorshipFilter {
  artist: string;
  song: string;
}

/** Items of the chosen artist and song. */
export function filterWorship(items: readonly WorshipItem[], filter: WorshipFilter): WorshipItem[] {
  return items.filter(
    (i) =>
      (!filter.artist || i.artist === filter.artist) && (!filter.song || i.title === filter.song),
  );
}

/** Artist options left by the chosen song, and song options left by the chosen artist. */
export function worshipOptions(
  items: readonly WorshipItem[],
  filter: WorshipFilter,
): { artists: string[]; songs: string[] } {
  return {
    artists: narrowedOptions(
      items,
      (i) => i.artist,
      (i) => !filter.song || i.title === filter.song,
    ),
    songs: narrowedOptions(
      items,
      (i) => i.title,
      (i) => !filter.artist || i.artist === filter.artist,
    ),
  };
}

/** The home page's medley (see the module comment), or null with no samples. */
export function pickMedley(items: readonly WorshipItem[]): WorshipItem | null {
  return items.find((i) => /medley/i.test(i.title)) ?? items[0] ?? null;
}
