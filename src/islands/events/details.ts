/**
 * Event details as safe HTML: the server sends marked's HTML, the browser sanitizes it here.
 * The sanitizer needs a DOM, so it is made on first use in the browser; during the build's
 * server render there is no data yet, so nothing calls it there. A regular event repeats the
 * same details on every occurrence: each text is sanitized once.
 */
import { createSanitizer, type Sanitizer } from '../../lib/sanitize.ts';

let sanitize: Sanitizer | undefined;
const cache = new Map<string, string>();

/** The server's details HTML, sanitized. */
export function detailsHtml(html: string): string {
  let safe = cache.get(html);
  if (safe === undefined) {
    sanitize ??= createSanitizer(window);
    safe = sanitize(html);
    cache.set(html, safe);
  }
  return safe;
}
