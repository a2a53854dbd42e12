/**
 * Key and range rules shared by both backends, so a key the file system would refuse is refused
 * on S3 too and the contract tests hold for either.
 */
import { InvalidKey, RangeNotSatisfiable, type ByteRange, type SuffixRange } from './types.ts';

const MAX_KEY_BYTES = 1024; // S3's limit

/**
 * Where direct uploads wait to be checked (src/features/sermons/server/media-keys.ts); `npm run
 * setup-bucket` keeps it out of the public read policy and expires what is left there
 * (tools/bucket/rules.ts).
 */
export const STAGING_PREFIX = 'staging/';

function problem(key: string): string | null {
  if (typeof key !== 'string' || key === '') return 'it is empty';
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `it is longer than ${MAX_KEY_BYTES} bytes`;
  if (key.includes('\0')) return 'it contains a NUL character';
  if (key.includes('\\')) return 'it contains a backslash';
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'it contains a control character';
  if (key.startsWith('/')) return 'it is an absolute path';
  const segments = key.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return 'it contains a "." or ".." segment';
  if (segments.some((s) => s === ''))
    return 'it contains an empty segment ("//" or a trailing "/")';
  return null;
}

/** Throws InvalidKey unless the key is a plain relative path such as `media/x.mp3`. */
export function assertKey(key: string): void {
  const why = problem(key);
  if (why) throw new InvalidKey(`Invalid storage key ${JSON.stringify(key)}: ${why}.`);
}

/** Throws InvalidKey unless the prefix is empty or a key, optionally with a trailing slash. */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  const why = problem(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  if (why) throw new InvalidKey(`Invalid storage prefix ${JSON.stringify(prefix)}: ${why}.`);
}

/** Throws RangeError for a range no request could mean (negative, or ending before it starts). */
export function assertRange(range: ByteRange | SuffixRange): void {
  if ('suffix' in range) {
    if (!Number.isSafeInteger(range.suffix) || range.suffix < 0)
      throw new RangeError(`Invalid suffix range ${range.suffix}`);
    return;
  }
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && !(end >= start)))
    throw new RangeError(`Invalid byte range ${start}-${end ?? ''}`);
}

/** The inclusive byte span a range asks for of an object of `size` bytes; S3's rules. */
export function resolveRange(
  range: ByteRange | SuffixRange,
  size: number,
): { start: number; end: number } {
  assertRange(range);
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0)
      throw new RangeNotSatisfiable(
        `No bytes in the last ${range.suffix} of a ${size}-byte object`,
        size,
      );
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size)
    throw new RangeNotSatisfiable(
      `Range starts at ${range.start}, past the ${size}-byte object`,
      size,
    );
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
