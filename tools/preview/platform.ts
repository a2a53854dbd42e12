/**
 * The variables Netlify's platform gives every function beside the bundle, for the preview: of
 * Netlify's own only `URL`, `SITE_NAME` and `SITE_ID` reach a function at run time
 * (docs.netlify.com, "Environment variables and functions"); `NETLIFY`, `CONTEXT` and the
 * deploy addresses do not.
 */

/** The Netlify variables of a function instance of a site at `siteUrl`. */
export function platformEnv(siteUrl: string): Record<string, string> {
  return { URL: siteUrl, SITE_NAME: 'dcc-preview', SITE_ID: 'dcc-preview-site' };
}
