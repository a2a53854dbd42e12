/**
 * When a signed download URL stops working, read from the URL itself, and how long a server may
 * hand the same URL out again. Planning Center's attachment URLs are presigned S3 URLs (SigV4:
 * X-Amz-Date plus X-Amz-Expires seconds) or CloudFront/SigV2 URLs (Expires, epoch seconds).
 */

/** The least time a URL handed out must still have left: a song streams for minutes. */
export const MIN_LEFT_MS = 5 * 60_000;

/** "20250105T120000Z" (ISO 8601 basic, UTC) as epoch milliseconds, or null. */
function amzDate(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null;

/**
 * Epoch milliseconds at which the URL expires, or null when the URL does not say (then nobody
 * may assume it lasts). When it carries both forms, the earlier wins.
 */
export function signedUrlExpiry(url: string): number | null {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return null;
  }
  const found: number[] = [];
  const signedAt = amzDate(params.get('X-Amz-Date') ?? '');
  const lifetime = wholeNumber(params.get('X-Amz-Expires'));
  if (signedAt !== null && lifetime !== null) found.push(signedAt + lifetime * 1000);
  const expires = wholeNumber(params.get('Expires'));
  if (expires !== null) found.push(expires * 1000);
  return found.length ? Math.min(...found) : null;
}

/**
 * Until when a URL opened at `now` may be given out again: the first half of what is left of
 * its life, and never past the point where less than MIN_LEFT_MS would remain. Null when it
 * must not be reused at all (no expiry in it, or too little life left).
 */
export function reusableUntil(url: string, now: number): number | null {
  const expiry = signedUrlExpiry(url);
  if (expiry === null) return null;
  const until = Math.min(now + (expiry - now) / 2, expiry - MIN_LEFT_MS);
  return until > now ? Math.floor(until) : null;
}
