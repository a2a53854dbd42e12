/**
 * The podcast admin form's model (docs/requirements.md sections 2 and 4), kept out of the island so it is
 * tested without a browser: filling from an episode, the pick lists, the request it sends and
 * the toast each outcome shows.
 */
import type { Episode } from '../../sermons/index.ts';
import { dateInputValue } from '../../sermons/index.ts';
import { TEXT_FIELDS, type TextField } from './input.ts';

/** What the text inputs hold. */
export type FormValues = Record<TextField, string>;

/** The cleared form: what 'New Episode' shows. */
export const EMPTY_FORM: FormValues = {
  title: '',
  author: '',
  summary: '',
  passage: '',
  videoLink: '',
  pubDate: '',
  previousImage: '',
};

/** The form filled from an episode; its current image is the chosen previous image. */
export function formFromEpisode(episode: Episode): FormValues {
  return {
    title: episode.title,
    author: episode.author,
    summary: episode.summary,
    passage: episode.passage ?? '',
    videoLink: episode.videoLink ?? '',
    pubDate: dateInputValue(episode.pubDate),
    previousImage: episode.image,
  };
}

const unique = (values: string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));

/** A previously used image and what to call it in the picker. */
export interface ImageChoice {
  url: string;
  label: string;
}

/** The speakers, series and images already used, for the pick lists. */
export function formChoices(episodes: readonly Episode[]): {
  speakers: string[];
  series: string[];
  images: ImageChoice[];
} {
  const images = new Map<string, string>();
  for (const episode of episodes) {
    if (episode.image && !images.has(episode.image)) {
      images.set(episode.image, episode.summary || episode.title);
    }
  }
  const labels = new Map<string, number>();
  return {
    speakers: unique(episodes.map((e) => e.author)),
    series: unique(episodes.map((e) => e.summary)),
    images: [...images].map(([url, label]) => {
      const seen = (labels.get(label) ?? 0) + 1;
      labels.set(label, seen);
      return { url, label: seen > 1 ? `${label} (${seen})` : label };
    }),
  };
}

/** The {guid-suffix} of an episode: its guid without the media prefix. */
export function guidSuffix(guid: string, mediaPublicUrl: string): string {
  return guid.startsWith(mediaPublicUrl) ? guid.slice(mediaPublicUrl.length) : guid;
}

/** Where a submission goes: POST for a new episode, PUT to the episode's suffix for an edit. */
export function submissionTarget(
  selected: Episode | null,
  mediaPublicUrl: string,
): { method: 'POST' | 'PUT'; url: string } {
  if (!selected) return { method: 'POST', url: '/api/podcast' };
  const suffix = guidSuffix(selected.guid, mediaPublicUrl);
  return {
    method: 'PUT',
    url: `/api/podcast/${suffix.split('/').map(encodeURIComponent).join('/')}`,
  };
}

/**
 * The text fields to send, in order, before any file. A new upload wins over a previous
 * image, so that field is left out when an image file is chosen.
 */
export function textFields(values: FormValues, hasImageFile: boolean): [TextField, string][] {
  return TEXT_FIELDS.filter(
    (name) => !(name === 'previousImage' && (hasImageFile || !values.previousImage)),
  ).map((name) => [name, values[name]]);
}

/** How a request ended, from the island's point of view. */
export type Outcome =
  | { kind: 'ok'; message: string }
  | { kind: 'http'; status: number; message: string | null }
  | { kind: 'network' }
  | { kind: 'cancelled' };

export const NETWORK_ERROR = 'Looks like there is a Network error';
/** docs/requirements.md section 8's wording, spelling included. */
export const SERVER_ERROR = 'An error occured on the server';

/** The toast an outcome shows (docs/requirements.md section 8). */
export function toastFor(outcome: Outcome): { kind: 'success' | 'error'; message: string } {
  if (outcome.kind === 'ok') return { kind: 'success', message: outcome.message };
  if (outcome.kind === 'network') return { kind: 'error', message: NETWORK_ERROR };
  if (outcome.kind === 'cancelled') return { kind: 'error', message: 'The upload was cancelled.' };
  return { kind: 'error', message: outcome.message || SERVER_ERROR };
}
