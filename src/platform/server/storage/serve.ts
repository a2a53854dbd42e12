/**
 * Answers GET and HEAD for a stored object the way a static host would: content type, length,
 * ETag and Last-Modified, revalidation (304), and single byte ranges (206/416) so audio players
 * can seek. The body streams from storage; it is never held whole.
 */
import parseRange from 'range-parser';
import { Readable } from 'node:stream';
import { HttpError } from '../http/errors.ts';
import { notModified } from '../http/etag.ts';
import {
  InvalidKey,
  NotFound,
  RangeNotSatisfiable,
  type Storage,
  type StoredObject,
} from './types.ts';

/** How long browsers and the CDN may keep a media file before revalidating it by ETag. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

function baseHeaders(object: StoredObject): Record<string, string> {
  return {
    'Content-Type': object.contentType,
    ETag: `"${object.etag}"`,
    'Last-Modified': object.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    // stored files are media, never pages: even a mislabelled one may not run script here
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  };
}

/** The single range to serve, null for the whole object, or 'unsatisfiable'. */
function chooseRange(
  req: Request,
  object: StoredObject,
): { start: number; end: number } | null | 'unsatisfiable' {
  const header = req.headers.get('range');
  if (!header) return null;
  // If-Range: the client's partial copy is of another version, so send the whole new one
  const ifRange = req.headers.get('if-range');
  if (ifRange && ifRange !== `"${object.etag}"`) return null;
  const ranges = parseRange(object.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // malformed headers and multipart requests are answered with the whole object (RFC 9110)
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** The stored object at `key` as an HTTP response to `req` (GET or HEAD). */
export async function serveObject(req: Request, storage: Storage, key: string): Promise<Response> {
  let object: StoredObject | null;
  try {
    object = await storage.head(key);
  } catch (error) {
    if (error instanceof InvalidKey) throw new HttpError(400, 'That is not a valid media path.');
    throw error;
  }
  if (!object) throw new HttpError(404, 'There is no such media file.');
  const headers = baseHeaders(object);
  if (notModified(req, `"${object.etag}"`)) return new Response(null, { status: 304, headers });

  const range = chooseRange(req, object);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${object.size}` },
    });
  }
  if (req.method === 'HEAD') {
    const length = range ? range.end - range.start + 1 : object.size;
    const extra = range
      ? { 'Content-Range': `bytes ${range.start}-${range.end}/${object.size}` }
      : {};
    return new Response(null, {
      status: range ? 206 : 200,
      headers: { ...headers, ...extra, 'Content-Length': String(length) },
    });
  }
  return streamObject(storage, key, range);
}

async function streamObject(
  storage: Storage,
  key: string,
  range: { start: number; end: number } | null,
): Promise<Response> {
  try {
    // the object may have been replaced since the head: describe what is actually sent
    const got = await storage.get(key, range ?? undefined);
    const headers: Record<string, string> = baseHeaders(got);
    const span = got.range;
    headers['Content-Length'] = String(span ? span.end - span.start + 1 : got.size);
    if (span) headers['Content-Range'] = `bytes ${span.start}-${span.end}/${got.size}`;
    const body = Readable.toWeb(got.body) as ReadableStream<Uint8Array>;
    return new Response(body, { status: span ? 206 : 200, headers });
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, 'There is no such media file.');
    if (error instanceof RangeNotSatisfiable) {
      return new Response(null, {
        status: 416,
        headers: { 'Content-Range': `bytes */${error.size}`, 'Cache-Control': 'no-store' },
      });
    }
    throw error;
  }
}
