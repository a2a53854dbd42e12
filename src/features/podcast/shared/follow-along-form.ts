/**
 * The admin form's transcript and chapters, kept out of the island so it is tested
 * without a browser: what the inputs hold, the form parts they send, and the nudge shown while
 * an episode has no transcript.
 */
import type { Episode } from '../../sermons/index.ts';

/** What the transcript and chapters inputs hold. */
export interface FollowAlongInput {
  transcript: File | null;
  removeTranscript: boolean;
  /** The chapters textarea: one `0:00 Title` a line. */
  chapters: string;
  /** The chapters the episode had when chosen, as lines: unchanged text is not sent. */
  chaptersInitial: string;
  chaptersFile: File | null;
}

export const EMPTY_FOLLOW_ALONG: FollowAlongInput = {
  transcript: null,
  removeTranscript: false,
  chapters: '',
  chaptersInitial: '',
  chaptersFile: null,
};

/**
 * The form parts to send: a new file wins over removing; typed chapters go only when changed
 * (emptied, they remove the episode's chapters).
 */
export function followAlongParts(input: FollowAlongInput): [string, string | File][] {
  const parts: [string, string | File][] = [];
  if (input.transcript) parts.push(['transcript', input.transcript]);
  else if (input.removeTranscript) parts.push(['removeTranscript', 'yes']);
  if (input.chaptersFile) parts.push(['chaptersFile', input.chaptersFile]);
  else if (input.chapters.trim() !== input.chaptersInitial.trim()) {
    parts.push(['chapters', input.chapters.trim()]);
  }
  return parts;
}

/** What members miss when the sermon goes out without a transcript; null when it has one. */
export function transcriptNudge(episode: Episode | null, input: FollowAlongInput): string | null {
  if (input.transcript) return null;
  if (episode?.transcript && !input.removeTranscript) return null;
  return (
    'Without a transcript, members who are deaf or hard of hearing, or who would rather read ' +
    'along, cannot follow this sermon, and podcast apps show no captions. You can still ' +
    'publish, and add one later by editing the episode.'
  );
}
