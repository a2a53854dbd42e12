/**
 * The moment a link to a sermon points at (docs/requirements.md section 2, "Search"):
 * `/sermons/{slug}#t=N` or `?t=N`, N in seconds ("83", "83.5") or as a clock ("1:23",
 * "1:02:03"); the transcript cue that holds it; the words a search result says of it. Pure.
 */
import { clock } from '../../transcripts/index.ts';

const SECONDS = /^\d+(?:\.\d+)?$/;
const CLOCK = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)(?:\.\d+)?$/;

/** Seconds from a `t` value, or null when it is missing or not a time. */
export function parseMoment(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (SECONDS.test(text)) return Number(text);
  const match = CLOCK.exec(text);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** The moment a page address names: `#t=N` first, then `?t=N`; null when it names none. */
export function momentOf(hash: string, search: string): number | null {
  const fromHash = parseMoment(new URLSearchParams(hash.replace(/^#/, '')).get('t'));
  return fromHash ?? parseMoment(new URLSearchParams(search).get('t'));
}

/**
 * The index of the cue that holds second `t`, given the cues' start times in order: the last
 * that starts before the second after `t` (links name whole seconds, cues start anywhere in
 * them); the first cue for a moment before it, -1 when there are no cues.
 */
export function cueIndexAt(starts: readonly number[], t: number): number {
  if (starts.length === 0) return -1;
  return Math.max(
    0,
    starts.findLastIndex((start) => start < Math.floor(t) + 1),
  );
}

/** What a search result says of a moment in a sermon: "Said at 1:23". */
export function saidAt(seconds: number): string {
  return `Said at ${clock(seconds)}`;
}
