/** Text made fit for an XML document (the podcast feed, the news feed). Pure. */

/** XML 1.0 forbids most control characters; user text may contain them. */
export function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}
