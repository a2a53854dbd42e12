/**
 * An event page's details, as the event lists show them: Planning Center's markdown, rendered to
 * HTML on the server and made safe here by the site's one sanitizer (lib/sanitize.ts, DOMPurify
 * with the browser's own DOM). Until then, and without JavaScript, the page shows the text.
 */
import { createSanitizer } from '../lib/sanitize.ts';

/** Replaces the text of `#event-details` with the sanitized details markup, if the page has some. */
export function renderEventDetails(document: Document): void {
  const data = document.getElementById('event-details-html');
  const target = document.getElementById('event-details');
  if (!data?.textContent || !target) return;
  const markup = JSON.parse(data.textContent) as string;
  target.innerHTML = createSanitizer(window)(markup);
  target.classList.remove('plain');
}
