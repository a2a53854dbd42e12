/**
 * Where the index build reads a sermon's transcript (docs/architecture.md section 9): the
 * feed's podcast:transcript URL, but only when it lies under the public media prefix, so the
 * build never fetches an address the feed merely names. When that prefix is the site's own
 * (`/media/` in demo mode), the file is read from the address the build reads the site at
 * (a local server's own, which may differ from SITE_URL). Then only the path counts: a feed made
 * while the site answered at another address (`PORT` changed) still names its own files, and
 * they are read from the site itself, never from the origin the link names. Pure.
 */

/** The public site and media prefix the feed's links use, and where the site is read. */
export interface PublicSite {
  /** The origin the feed's links name (SITE_URL). */
  siteUrl: string;
  /** MEDIA_PUBLIC_URL ending in `/`: absolute, or a path on the site. */
  mediaPublicUrl: string;
  /** Where the site is actually read: the same origin, or a local server's own address. */
  fetchFrom: string;
}

/** The URL to read a transcript at, or null when it is not under the public media prefix. */
export function transcriptSource(url: string, site: PublicSite): string | null {
  let prefix: URL;
  let target: URL;
  try {
    prefix = new URL(site.mediaPublicUrl, site.siteUrl);
    target = new URL(url, site.siteUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(target.protocol) || target.search || target.hash) return null;
  if (!target.pathname.startsWith(prefix.pathname)) return null;
  const onSite =
    !/^https?:/i.test(site.mediaPublicUrl) || prefix.origin === new URL(site.siteUrl).origin;
  if (onSite) return new URL(target.pathname, site.fetchFrom).href;
  return target.origin === prefix.origin ? target.href : null;
}
