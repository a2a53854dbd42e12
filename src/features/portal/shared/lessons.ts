/** Lesson files of a curriculum (docs/requirements.md section 2): named without extension, sorted by number. */
import type { CurriculumAttachment, CurriculumsAnswer } from './api-types.ts';

/** A lesson link: the attachment to download and the name to show. */
export interface Lesson {
  id: string;
  filename: string;
  name: string;
}

/** The file name without a trailing .pdf or .docx (any case), as the schedule shows it. */
export function lessonName(filename: string): string {
  return filename.replace(/\.(pdf|docx)$/i, '');
}

/** What matches a plan's file to a curriculum lesson: the name without extension, any case. */
export function lessonKey(filename: string): string {
  return lessonName(filename).trim().toLowerCase();
}

/**
 * A plan's files that the schedule shows: those named like a lesson of some curriculum. Any
 * other file (a roster, a note) is not a lesson and stays on the server.
 */
export function planLessonFiles<T extends { filename: string }>(
  files: readonly T[],
  curriculums: CurriculumsAnswer,
): T[] {
  const lessons = new Set(
    (curriculums.included ?? []).map((f) => lessonKey(f.attributes.filename)),
  );
  return files.filter((file) => lessons.has(lessonKey(file.filename)));
}

/** The file name without a trailing .pdf (any case), as the curriculum page shows it. */
export function stripPdf(filename: string): string {
  return filename.replace(/\.pdf$/i, '');
}

/** The first whole number in a file name, or null when it has none. */
export function firstNumber(filename: string): number | null {
  const match = /\d+/.exec(filename);
  return match ? Number(match[0]) : null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Sorts by the first number in the file name (files without one last), then by name; a lesson's
 * PDF comes before its other formats.
 */
export function sortLessons<T extends { filename: string }>(files: readonly T[]): T[] {
  const key = (file: T) => firstNumber(file.filename) ?? Number.POSITIVE_INFINITY;
  const notPdf = (file: T) => (/\.pdf$/i.test(file.filename) ? 0 : 1);
  return [...files].sort(
    (a, b) =>
      key(a) - key(b) ||
      collator.compare(lessonName(a.filename), lessonName(b.filename)) ||
      notPdf(a) - notPdf(b) ||
      collator.compare(a.filename, b.filename),
  );
}

/** The attachments of one curriculum, wherever the answer lists them. */
export function curriculumFiles(answer: CurriculumsAnswer, id: string): CurriculumAttachment[] {
  const curriculum = answer.data.find((item) => item.id === id);
  if (!curriculum) return [];
  const ids = new Set(curriculum.relationships.attachments.data.map((ref) => ref.id));
  return (answer.included ?? []).filter(
    (file) => ids.has(file.id) || file.relationships.attachable.data.id === id,
  );
}

/** The lessons of one curriculum, sorted; only .pdf is stripped, so a .docx stays told apart. */
export function curriculumLessons(answer: CurriculumsAnswer, id: string): Lesson[] {
  const files = curriculumFiles(answer, id).map((file) => ({
    id: file.id,
    filename: file.attributes.filename,
  }));
  return sortLessons(files).map((file) => ({ ...file, name: stripPdf(file.filename) }));
}

/** The id in /teacherportal/curriculum/{id} (decoded), or null for any other path. */
export function curriculumIdFromPath(pathname: string): string | null {
  const match = /^\/teacherportal\/curriculum\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
