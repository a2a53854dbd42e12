/**
 * Timed text for sermons: cues, their clock times, and writing them as WebVTT and
 * SubRip (SRT). Reading and checking uploaded files is transcript.ts. Pure.
 */

/** One timed line of a transcript, its text plain (no markup). Times in seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
  /** Who speaks: the cue's WebVTT voice tag (`<v Speaker 1>`), when it has one. */
  voice?: string;
}

/**
 * The name of a cue's leading voice tag (`<v Speaker 1>`, `<v.loud Amy>`), or undefined. Read
 * with indexOf, not a pattern: linear time whatever the markup (docs/security.md, "Where each rule is enforced").
 */
export function voiceOf(markup: string): string | undefined {
  const open = markup.length - markup.trimStart().length;
  if (!markup.startsWith('<v', open)) return undefined;
  const close = markup.indexOf('>', open + 2);
  if (close < 0) return undefined;
  const tag = markup.slice(open + 2, close);
  let at = 0;
  if (tag.startsWith('.')) while (at < tag.length && tag[at]!.trim() !== '') at++;
  if (tag[at] !== ' ' && tag[at] !== '\t') return undefined;
  const name = tag.slice(at).trim();
  return name ? plainCueText(name) || undefined : undefined;
}

/** The text with each `<...>` tag taken out (an unclosed `<` stays); indexOf, linear time. */
function withoutTags(markup: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = markup.indexOf('<', at);
    const close = open < 0 ? -1 : markup.indexOf('>', open + 1);
    if (close < 0) return out + markup.slice(at);
    out += markup.slice(at, open);
    at = close + 1;
  }
}

/** Audio lengths are read to the frame and stored rounded: times may run this far past the end. */
export const END_SLACK_SECONDS = 1;

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS.mmm` (WebVTT) or `HH:MM:SS,mmm` (SRT). */
export function timestamp(seconds: number, separator: '.' | ',' = '.'): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor((millis % 3_600_000) / 60_000);
  const s = Math.floor((millis % 60_000) / 1000);
  return `${two(h)}:${two(m)}:${two(s)}${separator}${String(millis % 1000).padStart(3, '0')}`;
}

/** A time as people write it: `0:00`, `12:30`, `1:02:03` (whole seconds, rounded down). */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Cue text on lines of its own: no blank lines inside a cue, no surrounding space. */
function cueLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The cues as a WebVTT file; text is escaped, so it never reads as markup or timing. */
export function toVtt(cues: readonly Cue[]): string {
  const escape = (text: string) =>
    cueLines(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const voice = (c: Cue) => (c.voice ? `<v ${escape(c.voice).replace(/\n/g, ' ')}>` : '');
  const blocks = cues.map(
    (c) => `${timestamp(c.start)} --> ${timestamp(c.end)}\n${voice(c)}${escape(c.text)}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/** The cues as an SRT file (numbered from 1, comma before the milliseconds). */
export function toSrt(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (c, i) =>
      `${i + 1}\n${timestamp(c.start, ',')} --> ${timestamp(c.end, ',')}\n${cueLines(c.text).replace(/-->/g, '->')}`,
  );
  return blocks.join('\n\n') + '\n';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

/** A cue's text without its WebVTT markup (`<v Name>`, `<i>`, ...), character references read. */
export function plainCueText(markup: string): string {
  return cueLines(
    withoutTags(markup).replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }),
  );
}
