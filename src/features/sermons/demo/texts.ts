/**
 * The demo sermons' transcripts and chapters, made to fit each sermon's length as its audio is:
 * the sermon's recording repeats, so its sentences repeat with it, each pass `voice.seconds`
 * later, the first cue of each pass its reading; the chapters fall on pass starts through the
 * sermon, the first named after its passage. Written as the files an upload would store (WebVTT,
 * SRT, JSON chapters 1.2.0).
 */
import { toSrt, toVtt, type Cue } from '../../transcripts/index.ts';
import { chaptersJson, type Chapter } from '../shared/chapters.ts';
import { CHAPTERS_TYPE, TRANSCRIPT_TYPES } from '../shared/feed-follow-along.ts';
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

const OUTLINE: [share: number, title: (passage: string) => string][] = [
  [0, (passage) => `Reading: ${passage}`],
  [0.15, () => 'The text in its setting'],
  [0.35, () => 'What it meant then'],
  [0.6, () => 'What it means now'],
  [0.8, () => 'Living it out'],
  [0.95, () => 'Closing prayer'],
];

/** Chapters through the sermon, each on the start of a pass of the recording. */
export function demoChapters(voice: Voice, seconds: number): Chapter[] {
  const length = sermonAudioSize(seconds).seconds;
  const chapters: Chapter[] = [];
  for (const [share, titleOf] of OUTLINE) {
    const startTime = round(Math.floor((share * length) / voice.seconds) * voice.seconds);
    const previous = chapters.at(-1);
    if (startTime < length && (!previous || startTime > previous.startTime)) {
      chapters.push({ startTime, title: titleOf(voice.passage) });
    }
  }
  return chapters;
}

/** The text of a made file of a sermon made of the recording for about `seconds`. */
export function demoText(kind: DemoTextKind, voice: Voice, seconds: number): string {
  if (kind === 'chapters.json') return chaptersJson(demoChapters(voice, seconds));
  const cues = demoCues(voice, seconds);
  return kind === 'vtt' ? toVtt(cues) : toSrt(cues);
}
