/**
 * Group descriptions (Planning Center's HTML) made safe on the server with the sanitizer of
 * event details (src/platform/shared/sanitize.ts), and as plain text for link previews and search.
 * sanitize-html is imported the first time a description is read, never on a cold start that needs
 * none (as src/features/events/server/markdown.ts does for events).
 */
import { makeSanitize, type SanitizeHtml } from '../../../platform/shared/sanitize.ts';

/** The two renderings of a description. */
export interface GroupHtml {
  sanitize: (html: string) => string;
  plainText: (html: string) => string;
}

let loading: Promise<GroupHtml> | undefined;

/**
 * A link whose address the sanitizer dropped (javascript:, data:...) as its text alone: an
 * anchor without an address is no link for a reader or a search engine. sanitize-html writes
 * its own markup, so its anchors read `<a` and attributes, nothing stranger.
 */
export const unwrapBareLinks = (html: string): string =>
  html.replace(/<a(?![^>]*\shref=)(?:\s[^>]*)?>([\s\S]*?)<\/a>/g, '$1');

/** The text of sanitized HTML, entities read, spaces collapsed. */
function textOf(sanitizeHtml: SanitizeHtml, html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The renderers, once sanitize-html is imported (once per process). */
export function loadGroupHtml(): Promise<GroupHtml> {
  if (!loading) {
    loading = import('sanitize-html').then(({ default: sanitizeHtml }) => {
      const sanitize = makeSanitize(sanitizeHtml);
      return {
        sanitize: (html) => unwrapBareLinks(sanitize(html)),
        plainText: (html) => textOf(sanitizeHtml, html),
      };
    });
    loading.catch(() => (loading = undefined)); // a failed import may be retried
  }
  return loading;
}
