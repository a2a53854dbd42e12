/**
 * Sermon chapters as staff type them, one a line (`0:00 Welcome`,
 * `12:30 Colossians 3:1-4`), and as the Podcasting 2.0 JSON chapters file (version 1.2.0) that
 * the feed links. Both are checked the same way: in order, within the audio, each fault named
 * by its line. Uploaded JSON is read with jsonc-parser for its positions (json-chapters.ts). Pure.
 */
import { fail, type Checked } from '../../../platform/shared/checked.ts';
import { clock, END_SLACK_SECONDS } from '../../transcripts/index.ts';

/** One chapter of the JSON chapters format (the fields this site keeps). */
export interface Chapter {
  startTime: number;
  title: string;
  endTime?: number;
  img?: string;
  url?: string;
  /** false: not shown in a table of contents (the page leaves it out). */
  toc?: boolean;
}

/** The chapters format version this site writes. */
export const CHAPTERS_VERSION = '1.2.0';
export const MAX_CHAPTERS = 500;
export const MAX_CHAPTER_TITLE = 200;
/** Largest chapters file or typed list accepted. */
export const MAX_CHAPTERS_BYTES = 256 * 1024;

/** Seconds from `SS`, `M:SS` or `H:MM:SS` (fractions allowed), or null. */
export function parseClock(text: string): number | null {
  const match = /^(?:(\d+):)?(\d+):(\d{2}(?:\.\d+)?)$/.exec(text) ?? /^(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) return null;
  if (match.length === 2) return Number(match[1]);
  const [, h, m, s] = match;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

/**
 * Checks that chapters come in order and start within audio `duration` seconds long (0: not
 * checked); `lineOf(i)` names where chapter i was written.
 */
export function checkChapterTimes(
  chapters: readonly Chapter[],
  duration: number,
  lineOf: (index: number) => string,
): Checked<Chapter[]> {
  if (chapters.length === 0) return fail('The chapters list is empty.');
  if (chapters.length > MAX_CHAPTERS)
    return fail(`Please keep to ${MAX_CHAPTERS} chapters at most.`);
  for (const [i, chapter] of chapters.entries()) {
    const previous = chapters[i - 1];
    if (previous && chapter.startTime <= previous.startTime) {
      return fail(
        `Chapters must be in order: ${lineOf(i)} starts at ${clock(chapter.startTime)}, not after the chapter before it (${clock(previous.startTime)}).`,
      );
    }
    const end = Math.max(chapter.startTime, chapter.endTime ?? 0);
    if (duration > 0 && (chapter.startTime >= duration || end > duration + END_SLACK_SECONDS)) {
      return fail(
        `${capitalise(lineOf(i))} is at ${clock(end)}, past the end of the audio (${clock(duration)}).`,
      );
    }
  }
  return { ok: true, value: [...chapters] };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Chapters typed one a line: a time, a space (or a dash), and the title; blank lines skipped. */
export function parseChapterLines(text: string, duration: number): Checked<Chapter[]> {
  const chapters: Chapter[] = [];
  const lines: number[] = [];
  for (const [i, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(\S+)\s*(?:[-–—|]\s*)?(.*)$/.exec(line);
    const start = match ? parseClock(match[1]!) : null;
    const title = match?.[2]?.trim() ?? '';
    if (start === null) {
      return fail(
        `Chapters line ${i + 1} ("${line.slice(0, 60)}") must start with a time such as 0:00 or 12:30.`,
      );
    }
    if (!title) return fail(`Chapters line ${i + 1} has a time but no title.`);
    if (title.length > MAX_CHAPTER_TITLE) {
      return fail(
        `Chapters line ${i + 1}: the title is longer than ${MAX_CHAPTER_TITLE} characters.`,
      );
    }
    chapters.push({ startTime: start, title });
    lines.push(i + 1);
  }
  return checkChapterTimes(chapters, duration, (i) => `chapters line ${lines[i]}`);
}

/** The chapters as the JSON chapters file the feed links. */
export function chaptersJson(chapters: readonly Chapter[]): string {
  return JSON.stringify({ version: CHAPTERS_VERSION, chapters }, null, 2) + '\n';
}

/** The chapters as the lines the admin page shows (titles only, one a line). */
export function chapterLines(chapters: readonly Chapter[]): string {
  return chapters.map((c) => `${clock(c.startTime)} ${c.title}`).join('\n');
}

/** The chapters of a stored JSON chapters file, leniently: what cannot be read is left out. */
export function storedChapters(json: string): Chapter[] {
  try {
    const doc = JSON.parse(json) as { chapters?: unknown };
    if (!Array.isArray(doc.chapters)) return [];
    return (doc.chapters as Partial<Chapter>[]).filter(
      (c): c is Chapter =>
        typeof c?.startTime === 'number' &&
        Number.isFinite(c.startTime) &&
        typeof c.title === 'string',
    );
  } catch {
    return [];
  }
}
