/**
 * The channel cover the functions ship (drawn once by tools/make-art.ts, committed, and listed
 * in netlify.toml's included_files): a function has no fonts to draw text with, and an image
 * library would multiply the size of every bundle that stores the cover.
 */
import { readFile } from 'node:fs/promises';
import { shippedPath } from '../../../../platform/server/shipped-files.ts';

/** The cover's text, colours and shipped file. */
export const COVER = {
  title: 'DCC Sermons',
  colors: { background: '#1f4e5f', accent: '#e0a526' },
  file: 'src/features/sermons/server/art/cover.jpg',
} as const;

/** The bytes of a shipped JPEG (path relative to the repository root). */
export function readShippedJpeg(file: string): Promise<Buffer> {
  return readFile(shippedPath(file));
}
