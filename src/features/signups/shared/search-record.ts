/**
 * The sign-ups the search index holds (docs/architecture.md section 9): read from the public
 * /api/signups answer, which holds only the sign-ups shared/visibility.ts lets through (decided
 * on the server), so the index can hold no hidden one. Each is a page of its name, place,
 * price and description, found at its card on /events, with the fingerprint of its record that
 * /search checks against the live answer (docs/architecture.md section 9). Pure.
 */
import type { SignupsAnswer } from './api-types.ts';
import { placeText } from './place-text.ts';
import { fingerprint } from '../../../platform/shared/fingerprint.ts';
import { html, Html } from '../../../platform/shared/html.ts';

/** One sign-up as the index sees it. */
export interface SignupForIndex {
  page: string;
  name: string;
  facts: string;
  descriptionHtml: string;
}

/** Where a sign-up's card is: its place on /events. */
export const signupAnchor = (id: string): string => `signup-${id}`;

/** The answer's sign-ups as the index sees them. */
export function signupsForIndex(answer: SignupsAnswer): SignupForIndex[] {
  return answer.signups.map((s) => ({
    page: `/events#${signupAnchor(s.id)}`,
    name: s.name,
    facts: [placeText(s.place), s.price ?? '', s.categories.join(', ')].filter(Boolean).join('. '),
    descriptionHtml: s.descriptionHtml,
  }));
}

/** The HTML Pagefind indexes for a sign-up: its words in the body, its title and fingerprint beside. */
export function signupIndexHtml(signup: SignupForIndex): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <title>${signup.name}</title>
      </head>
      <body>
        <main data-pagefind-body>
          <h1>${signup.name}</h1>
          <p>${signup.facts}</p>
          <div>${new Html(signup.descriptionHtml)}</div>
        </main>
        <div hidden>
          <span data-pagefind-meta="title">${signup.name}</span>
          <span data-pagefind-meta="fingerprint">${fingerprint(signup)}</span>
        </div>
      </body>
    </html>`.value;
}
