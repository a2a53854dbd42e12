/**
 * A sermon's Bible passage as staff type it (docs/requirements.md section 5, Passage): read with
 * the Bible-reference library bible-passage-reference-parser, refused with a clear message when
 * any part is not a reference, and written back in one style ("Romans 8:28–39; John 3:16") with
 * its OSIS reference ("Rom.8.28-Rom.8.39,John.3.16") for the Book filter. Pure. The library is
 * large, so only the podcast admin (its function and its island) imports this module; public code
 * reads the stored OSIS with bible-books.ts.
 */
import { bcv_parser } from 'bible-passage-reference-parser';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import { bookByOsis, type BibleBook } from './bible-books.ts';
import type { Checked } from './checked.ts';

/** A checked passage: the text the site shows and its OSIS reference. */
export interface Passage {
  text: string;
  osis: string;
}

export const MAX_PASSAGE_LENGTH = 200;

let parser: bcv_parser | undefined;

function bcv(): bcv_parser {
  parser ??= new bcv_parser(english).set_options({
    // each passage on its own, whole books and chapters kept short ("Rom", "Ps.23")
    sequence_combination_strategy: 'separate',
    osis_compaction_strategy: 'b',
    book_alone_strategy: 'full',
    book_sequence_strategy: 'include',
    captive_end_digits_strategy: 'include',
    testaments: 'on',
  });
  return parser;
}

/** What may stand between passages: spaces, commas, semicolons, "and". */
const SEPARATORS = /^(?:[\s,;.&]|\band\b)*$/i;

const quoted = (text: string) => `“${text}”`;

/** The typed text that no reference covers, or '' when every part was read. */
function unread(text: string, spans: [number, number][]): string {
  let rest = '';
  let at = 0;
  for (const [start, end] of [...spans, [text.length, text.length] as [number, number]]) {
    const gap = text.slice(at, start);
    if (!SEPARATORS.test(gap)) rest ||= gap.replace(/^[\s,;.&]+|[\s,;.&]+$/g, '');
    at = Math.max(at, end);
  }
  return rest;
}

/**
 * Checks a typed passage: blank is no passage (null); several passages are separated by ";" or
 * ","; anything the library cannot read as a book, chapter and verse that exist is refused,
 * naming the part it could not read.
 */
export function checkPassage(raw: string): Checked<Passage | null> {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return { ok: true, value: null };
  if (text.length > MAX_PASSAGE_LENGTH) {
    return {
      ok: false,
      message: `The passage is too long: at most ${MAX_PASSAGE_LENGTH} characters.`,
    };
  }
  const reader = bcv();
  reader.parse(text);
  const found = reader.osis_and_indices();
  const rest = unread(
    text,
    found.map((entry) => entry.indices),
  );
  const osis = found.map((entry) => entry.osis).filter(Boolean);
  if (rest || osis.length === 0) {
    const part = rest || text;
    return {
      ok: false,
      message: `${quoted(part)} is not a Bible reference. Type a book, chapter and verses, such as “Romans 8:28-39”.`,
    };
  }
  const joined = osis.join(',');
  return { ok: true, value: { text: passageText(joined), osis: joined } };
}

interface Ref {
  book: BibleBook;
  chapter?: number;
  verse?: number;
}

function refOf(osis: string): Ref | null {
  const [id = '', chapter, verse] = osis.split('.');
  const book = bookByOsis(id);
  if (!book) return null;
  return {
    book,
    ...(chapter ? { chapter: Number(chapter) } : {}),
    ...(verse ? { verse: Number(verse) } : {}),
  };
}

/** Chapter and verse as written: "8:28", "23", or "3" in a one-chapter book (Jude 3). */
function place(ref: Ref): string {
  if (ref.chapter === undefined) return '';
  if (ref.verse === undefined) return String(ref.chapter);
  return ref.book.singleChapter ? String(ref.verse) : `${ref.chapter}:${ref.verse}`;
}

const sameChapter = (a: Ref, b: Ref) => a.book === b.book && a.chapter === b.chapter;

/** The book's name: "Psalm" for one psalm or part of one, as people write it. */
function nameOf(start: Ref, end: Ref): string {
  const one = start.chapter !== undefined && sameChapter(start, end);
  return start.book.osis === 'Ps' && one ? 'Psalm' : start.book.name;
}

/** The end of a range after its start: "–39", "–9:5", "–24", "–Exodus 2". */
function rangeEnd(start: Ref, end: Ref): string {
  if (end.book !== start.book) return `–${[end.book.name, place(end)].filter(Boolean).join(' ')}`;
  if (sameChapter(start, end) && start.verse !== undefined && end.verse !== undefined) {
    return end.verse === start.verse ? '' : `–${end.verse}`;
  }
  return end.chapter === start.chapter ? '' : `–${place(end)}`;
}

/**
 * The display text of an OSIS reference ("Rom.8.28-Rom.8.39,John.3.16" gives
 * "Romans 8:28–39; John 3:16"): the book is named once for passages in a row from it, verses
 * of the same chapter follow a comma, another chapter a semicolon.
 */
export function passageText(osis: string): string {
  let text = '';
  let previous: Ref | null = null;
  for (const part of osis.split(',')) {
    const [first = '', last = first] = part.split('-');
    const start = refOf(first);
    const end = refOf(last);
    if (!start || !end) continue;
    const tail = rangeEnd(start, end);
    if (previous && previous.book === start.book && start.chapter !== undefined) {
      const verseOnly = sameChapter(previous, start) && start.verse && previous.verse;
      text += verseOnly ? `, ${start.verse}${tail}` : `; ${place(start)}${tail}`;
    } else {
      const head = [nameOf(start, end), place(start)].filter(Boolean).join(' ');
      text += `${text ? '; ' : ''}${head}${tail}`;
    }
    previous = end;
  }
  return text;
}
