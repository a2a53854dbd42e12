/**
 * The groups the search index holds, read from what the site publishes anyway: its public
 * /api/groups answer, over HTTP(S), so no Planning Center secret is needed where the index is
 * built (docs/operations.md, "Search"). A site without the group finder answers 404: no groups.
 */
import type { GroupsAnswer } from '../shared/api-types.ts';
import { groupsForIndex, type GroupForIndex } from '../shared/search-record.ts';

/** The site's public groups as the index sees them; throws when the answer cannot be read. */
export async function publicGroups(
  siteUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<GroupForIndex[]> {
  const url = new URL('/api/groups', siteUrl);
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(20_000) });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return groupsForIndex((await response.json()) as GroupsAnswer);
}

/** The groups, or none (logged) when the site cannot be read: groups never stop an index. */
export async function publicGroupsOrNone(siteUrl: string): Promise<GroupForIndex[]> {
  try {
    return await publicGroups(siteUrl);
  } catch (error) {
    console.error(`Search: no groups indexed; could not read ${siteUrl}/api/groups:`, error);
    return [];
  }
}
