/**
 * Public JSON answers made once per value: the serialized body and its entity tag are kept with
 * the value they were made from (by identity), so a warm answer sends bytes it already has
 * instead of serializing and hashing the same data again (docs/architecture.md section 4, the
 * public answers). A value handed here is treated as immutable: the caches that hand out the same
 * object until their upstream changes (the Planning Center client's, events.ts's answers) are
 * what make a repeat cheap.
 */
import { createHash } from 'node:crypto';
import { notModified } from './etag.ts';

/** A value's JSON and the strong entity tag of exactly those bytes. */
export interface SerializedJson {
  body: string;
  /** The body in UTF-8: a Response made from a string would encode it again every time. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Quoted, as the ETag header carries it. */
  etag: string;
}

const made = new WeakMap<object, SerializedJson>();

/** The JSON of `value` and its ETag, computed the first time this object is asked for. */
export function serializedJson(value: object): SerializedJson {
  let serialized = made.get(value);
  if (!serialized) {
    const body = JSON.stringify(value);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    serialized = { body, bytes: Buffer.from(body), etag: `"${hash}"` };
    made.set(value, serialized);
  }
  return serialized;
}

/**
 * The value as `application/json` with its ETag and the given headers; a 304 without a body
 * when the request's If-None-Match already names it.
 */
export function jsonAnswer(
  req: Request | null,
  value: object,
  headers: Record<string, string>,
): Response {
  const { bytes, etag } = serializedJson(value);
  const all = { ...headers, ETag: etag };
  if (req && notModified(req, etag)) return new Response(null, { status: 304, headers: all });
  return new Response(bytes, { headers: { ...all, 'Content-Type': 'application/json' } });
}
