/**
 * The demo sermons' transcripts and chapters, made to fit each sermon's length as its audio is:
 * the voice's passage repeats, so its sentences repeat with it, each pass `voice.seconds` later;
 * the chapters fall on passage starts through the sermon. Written as the files an upload would
 * store (WebVTT, SRT, JSON chapters 1.2.0).
 */
import { toSrt, toVtt, type Cue } from '../../../lib/podcast/captions.ts';
import { chaptersJson, type Chapter } from '../../../lib/podcast/chapters.ts';
import { CHAPTERS_TYPE, TRANSCRIPT_TYPES } from '../../../lib/podcast/feed-follow-along.ts';
import { sermonAudioSize, type Voice } from './voice-audio.ts';

/** The made files, by the extension their keys end in. */
export const DEMO_TEXT_KINDS = {
  vtt: `${TRANSCRIPT_TYPES.vtt}; charset=utf-8`,
  srt: `${TRANSCRIPT_TYPES.srt}; charset=utf-8`,
  'chapters.json': CHAPTERS_TYPE,
} as const;
export type DemoTextKind = keyof typeof DEMO_TEXT_KINDS;

/** Every sentence the sermon speaks, pass after pass, until its audio ends. */
export function demoCues(voice: Voice, seconds: number): Cue[] {
  const length = sermonAudioSize(seconds).seconds;
  const cues: Cue[] = [];
  for (let pass = 0; pass * voice.seconds < length; pass++) {
    const offset = pass * voice.seconds;
    for (const sentence of voice.sentences) {
      const start = offset + sentence.start;
      const end = offset + sentence.end;
      if (end <= length) cues.push({ start: round(start), end: round(end), text: sentence.text });
    }
  }
  return cues;
}

const round = (t: number) => Math.round(t * 1000) / 1000;

const OUTLINE: [share: number, title: string][] = [
  [0, 'Welcome'],
  [0.1, 'Reading: Colossians 3:1-4'],
  [0.3, 'Set your minds on things above'],
  [0.55, 'Your life is hidden with Christ'],
  [0.8, 'You will appear with him in glory'],
  [0.95, 'Closing prayer'],
];

/** Chapters through the sermon, each on the start of a pass of the passage. */
export function demoChapters(voice: Voice, seconds: number): Chapter[] {
  const length = sermonAudioSize(seconds).seconds;
  const chapters: Chapter[] = [];
  for (const [share, title] of OUTLINE) {
    const startTime = round(Math.floor((share * length) / voice.seconds) * voice.seconds);
    const previous = chapters.at(-1);
    if (startTime < length && (!previous || startTime > previous.startTime)) {
      chapters.push({ startTime, title });
    }
  }
  return chapters;
}

/** The text of a made file of a sermon spoken by the voice for about `seconds`. */
export function demoText(kind: DemoTextKind, voice: Voice, seconds: number): string {
  if (kind === 'chapters.json') return chaptersJson(demoChapters(voice, seconds));
  const cues = demoCues(voice, seconds);
  return kind === 'vtt' ? toVtt(cues) : toSrt(cues);
}
