/**
 * How long answers may be kept, by whether they carry gated data. Apart from the session guard
 * (auth/guard.ts re-exports them) so that public answers do not load the session's JWT library.
 */

/** Headers for answers that carry gated data. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * Netlify's CDN keys a function's answer by its whole query string unless `Netlify-Vary` names
 * the parameters that matter (outside-systems.md, "How Netlify runs the functions"). The public
 * answers read none, and an empty list is no form Netlify documents, so they name one the site
 * never sends: `?x=1`, `?y=2` and the bare address share one cached answer.
 */
const NO_QUERY = { 'Netlify-Vary': 'query=none' } as const;

/**
 * Headers for public data: cacheable at the CDN for a few minutes, then revalidated; at
 * Netlify's CDN (`Netlify-CDN-Cache-Control`, shared by its edge nodes) whatever the query string.
 */
export const PUBLIC_HEADERS = {
  'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=300, stale-while-revalidate=600',
  ...NO_QUERY,
} as const;

/**
 * Headers for public data that changes by the minute: the CDN (Netlify's edge nodes shared)
 * keeps it `seconds` (a minute at most, one at least) whatever the query string, browsers ask
 * each time. An answer made from a copy that is fresh a little longer passes what is left of it,
 * so the CDN's copy and the stored one go out of date together.
 */
export function publicMinuteHeaders(seconds = 60): Record<string, string> {
  const kept = Number.isFinite(seconds) ? Math.min(60, Math.max(1, Math.ceil(seconds))) : 60;
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${kept}`,
    'Netlify-CDN-Cache-Control': `public, durable, s-maxage=${kept}`,
    ...NO_QUERY,
  };
}

/**
 * Headers for a public answer served from a stored copy (src/platform/server/pco/last-good.ts),
 * which says how old it is: caches keep it briefly, so the next visitors get a newer one.
 */
export function keptCopyHeaders(ageSeconds: number): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, s-maxage=30',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=30',
    ...NO_QUERY,
    Age: String(ageSeconds),
  };
}
