/**
 * The groups the search index holds (docs/architecture.md section 9): read from the public
 * /api/groups answer, which holds listed groups only (listing.ts decides, on the
 * server), so the index can hold no unlisted one. Each is a page of its name, kind, schedule
 * and description, found at the group's own page, with the fingerprint of its record that
 * /search checks against the live answer (docs/architecture.md section 9). Pure.
 */
import type { GroupsAnswer } from './api-types.ts';
import { fingerprint } from '../../../platform/shared/fingerprint.ts';
import { html } from '../../../platform/shared/html.ts';

/** What search results call a group. */
export const GROUP_RESULT_KIND = 'Group';

/** One group as the index sees it. */
export interface GroupForIndex {
  page: string;
  name: string;
  kind: string;
  schedule: string;
  description: string;
}

/** The answer's groups as the index sees them. */
export function groupsForIndex(answer: GroupsAnswer): GroupForIndex[] {
  const kinds = new Map(answer.kinds.map((k) => [k.id, k.name]));
  return answer.groups.map((g) => ({
    page: g.page,
    name: g.name,
    kind: kinds.get(g.kind) ?? '',
    schedule: g.schedule,
    description: g.summary,
  }));
}

/** The HTML Pagefind indexes for a group: its words in the body, its result meta beside. */
export function groupIndexHtml(group: GroupForIndex): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <title>${group.name}</title>
      </head>
      <body>
        <main data-pagefind-body>
          <h1>${group.name}</h1>
          <p>${group.kind}</p>
          <p>${group.schedule}</p>
          <p>${group.description}</p>
        </main>
        <div hidden>
          <span data-pagefind-meta="title">${group.name}</span>
          <span data-pagefind-meta="kind">${GROUP_RESULT_KIND}</span>
          <span data-pagefind-meta="fingerprint">${fingerprint(group)}</span>
        </div>
      </body>
    </html>`.value;
}
