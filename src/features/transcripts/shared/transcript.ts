/**
 * Checking an uploaded transcript: WebVTT, or SubRip (SRT) read as the WebVTT it
 * almost is, parsed by webvtt-parser (the W3C's WebVTT validator). Each fault is reported with
 * its line; times must lie within the sermon's audio and the cues must come in order. Pure.
 */
import webvtt from 'webvtt-parser';
import { clock, END_SLACK_SECONDS, plainCueText, voiceOf, type Cue } from './captions.ts';
import { fail, type Checked } from '../../../platform/shared/checked.ts';

/** Largest transcript accepted: a two-hour sermon's WebVTT is a few hundred kilobytes. */
export const MAX_TRANSCRIPT_BYTES = 2 * 1024 * 1024;

/** Faults the W3C parser reports that players ignore: kept files from common tools readable. */
const HARMLESS = new Set(['No blank line after the signature.']);

const SRT_TIME = /(\d{1,2}:\d{2}:\d{2}),(\d{1,3})/g;

/** The text as WebVTT, and how many lines were added in front (for SRT, the header). */
function asVtt(text: string): Checked<{ vtt: string; added: number }> {
  if (/^WEBVTT([ \t].*)?(\r\n|\r|\n|$)/.test(text))
    return { ok: true, value: { vtt: text, added: 0 } };
  const first = text.trimStart().split(/\r\n|\r|\n/, 2);
  const looksSrt = /^\d+$/.test(first[0] ?? '') || (first[0] ?? '').includes('-->');
  if (!looksSrt) {
    return {
      ok: false,
      message:
        'The transcript must be a WebVTT file (its first line is "WEBVTT") or an SRT file (it starts with cue number 1).',
    };
  }
  // SRT's cue numbers are WebVTT cue identifiers; only the header and the decimal comma differ
  const body = text
    .split(/\r\n|\r|\n/)
    .map((line) => (line.includes('-->') ? line.replace(SRT_TIME, '$1.$2') : line))
    .join('\n');
  return { ok: true, value: { vtt: `WEBVTT\n\n${body}`, added: 2 } };
}

/** The line numbers (from 1) of the timing lines, one per cue in a valid file. */
function timingLines(vtt: string, added: number): number[] {
  const lines: number[] = [];
  vtt.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (line.includes('-->')) lines.push(i + 1 - added);
  });
  return lines;
}

/**
 * The cues of a WebVTT or SRT transcript for audio `duration` seconds long (0: unknown, not
 * checked), or the first fault with its line number.
 */
export function readTranscript(text: string, duration: number): Checked<Cue[]> {
  const converted = asVtt(text.replace(/^\ufeff/, ''));
  if (!converted.ok) return converted;
  const { vtt, added } = converted.value;
  const parsed = new webvtt.WebVTTParser().parse(vtt, 'metadata');
  const fault = parsed.errors.find((e) => !HARMLESS.has(e.message));
  if (fault) {
    const line = Math.max(1, fault.line - added);
    return fail(`The transcript has a mistake on line ${line}: ${fault.message}`);
  }
  if (parsed.cues.length === 0) return fail('The transcript has no timed lines (cues).');
  const lines = timingLines(vtt, added);
  const cues: Cue[] = [];
  for (const [i, cue] of parsed.cues.entries()) {
    const line = lines[i] ?? 0;
    if (duration > 0 && cue.endTime > duration + END_SLACK_SECONDS) {
      return fail(
        `The transcript's line ${line} ends at ${clock(cue.endTime)}, after the audio ends (${clock(duration)}).`,
      );
    }
    const previous = cues.at(-1);
    if (previous && cue.startTime < previous.start) {
      return fail(
        `The transcript's line ${line} starts before the cue above it: cues must be in order.`,
      );
    }
    const plain = plainCueText(cue.text);
    if (plain)
      cues.push(withVoice({ start: cue.startTime, end: cue.endTime, text: plain }, cue.text));
  }
  if (cues.length === 0) return fail('The transcript has timed lines but no words.');
  return { ok: true, value: cues };
}

/** The cue with the speaker its markup names (a WebVTT voice tag), if any. */
function withVoice(cue: Cue, markup: string): Cue {
  const voice = voiceOf(markup);
  return voice ? { ...cue, voice } : cue;
}

/** The cues of a stored WebVTT file (written by toVtt); unreadable cues are left out. */
export function storedCues(vtt: string): Cue[] {
  return new webvtt.WebVTTParser()
    .parse(vtt.replace(/^\ufeff/, ''), 'metadata')
    .cues.map((cue) =>
      withVoice({ start: cue.startTime, end: cue.endTime, text: plainCueText(cue.text) }, cue.text),
    )
    .filter((cue) => cue.text);
}
