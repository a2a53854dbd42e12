/**
 * What the /search page leaves out (docs/architecture.md section 9): a sermon the published
 * feed no longer holds. The index follows a removal only at its next rebuild (minutes on
 * Netlify), so until then the page checks each sermon result against /api/media. Pure.
 */
import type { SearchHit } from './results.ts';

/** The site paths of the sermon pages the feed publishes (each episode's `link`). */
export function publishedPaths(episodes: readonly { link?: string }[]): Set<string> {
  const paths = new Set<string>();
  for (const episode of episodes) {
    if (!episode.link) continue;
    try {
      paths.add(new URL(episode.link, 'http://site').pathname.replace(/\/+$/, ''));
    } catch {
      // an unreadable link names no page
    }
  }
  return paths;
}

/**
 * Whether a result may be shown: a page always; a sermon while the feed still publishes it.
 * With the feed unknown (`null`: /api/media did not answer) no sermon is shown: one the feed
 * may have withdrawn (or never published) is not shown unconfirmed.
 */
export function stillPublished(
  hit: Pick<SearchHit, 'url' | 'kind'>,
  published: ReadonlySet<string> | null,
): boolean {
  if (hit.kind !== 'Sermon') return true;
  return published !== null && published.has(hit.url.split(/[?#]/)[0]!.replace(/\/+$/, ''));
}
