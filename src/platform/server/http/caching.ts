/**
 * How long answers may be kept, by whether they carry gated data. Apart from the session guard
 * (auth/guard.ts re-exports them) so that public answers do not load the session's JWT library.
 */

/** Headers for answers that carry gated data. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** Headers for public data: cacheable at the CDN for a few minutes, then revalidated. */
export const PUBLIC_HEADERS = {
  'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
} as const;
