/**
 * Reading an uploaded text file (a transcript, chapters) by its content, never its name: it must
 * be UTF-8 text without binary data, or the staff member hears which line is at fault. Pure.
 */
import type { Checked } from '../../../platform/shared/checked.ts';

/** The line (from 1) that the character at `index` is on. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

// NUL and the C0 controls other than tab, line feed, form feed and carriage return, and DEL
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/**
 * The text of an upload called `what` ("transcript"): UTF-8 (a byte order mark is dropped),
 * with no binary data and no more than `maxBytes`.
 */
export function decodeTextUpload(
  bytes: Uint8Array,
  what: string,
  maxBytes: number,
): Checked<string> {
  if (bytes.length > maxBytes) {
    const limit =
      maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`;
    return { ok: false, message: `The ${what} file is larger than the ${limit} limit.` };
  }
  if (bytes.length === 0) return { ok: false, message: `The ${what} file is empty.` };
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  const bad = text.search(BINARY);
  const broken = text.indexOf('\ufffd');
  let valid = true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    valid = false;
  }
  const at = Math.min(...[bad, valid ? -1 : broken].filter((i) => i >= 0));
  if (Number.isFinite(at)) {
    return {
      ok: false,
      message: `The ${what} file is not a text file: line ${lineAt(text, at)} holds binary data. Please upload the file as text (UTF-8).`,
    };
  }
  return { ok: true, value: text };
}
