/** Conditional GETs: whether a request's If-None-Match names the current representation. */

/**
 * True when `If-None-Match` lists `etag` (a quoted entity tag; weak tags compare by their value)
 * or is `*`: the client's copy is current and the answer is a 304.
 */
export function notModified(req: Request, etag: string): boolean {
  const tags = req.headers
    .get('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return Boolean(tags?.includes(etag) || tags?.includes('*'));
}
