/**
 * The sign-ups the search index holds, read from what the site publishes anyway: its public
 * /api/signups answer, over HTTP(S), so no Planning Center secret is needed where the index is
 * built (docs/operations.md, "Search"). A site with sign-ups off answers 404: none.
 */
import type { SignupsAnswer } from '../shared/api-types.ts';
import { signupsForIndex, type SignupForIndex } from '../shared/search-record.ts';

/** The site's shown sign-ups as the index sees them; throws when the answer cannot be read. */
export async function publicSignups(
  siteUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SignupForIndex[]> {
  const url = new URL('/api/signups', siteUrl);
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(20_000) });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return signupsForIndex((await response.json()) as SignupsAnswer);
}

/** The sign-ups, or none (logged) when the site cannot be read: they never stop an index. */
export async function publicSignupsOrNone(siteUrl: string): Promise<SignupForIndex[]> {
  try {
    return await publicSignups(siteUrl);
  } catch (error) {
    console.error(`Search: no sign-ups indexed; could not read ${siteUrl}/api/signups:`, error);
    return [];
  }
}
