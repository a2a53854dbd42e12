/**
 * The security headers of a function's answer. Netlify applies dist/_headers to static files
 * only, never to what a function answers, so every function adds its own here (handler.ts), with
 * a Content-Security-Policy chosen by what the answer is. Pages that a function fills in
 * (sermons, events, the 404 page) bring their own policy, built from the page (pages/template.ts),
 * which is kept.
 */
import { SITE_HEADERS, siteCsp } from './csp.ts';

/** What an answer that is not a page may do: load nothing, run nothing, be framed nowhere. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A media file opened on its own is shown by the browser in a document of its own, which loads
 * the file again under this policy: it may load itself and nothing else.
 */
export const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'";

const HSTS = 'Strict-Transport-Security';

/** The policy for an answer of this Content-Type that carries none of its own. */
export function cspFor(contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  // an HTML answer without a policy of its own may run no inline script at all
  if (type === 'text/html') return siteCsp([]);
  if (/^(audio|video|image)\//.test(type)) return MEDIA_CSP;
  return RESOURCE_CSP;
}

/**
 * The headers an answer of this Content-Type gets; Strict-Transport-Security only when the site
 * is served over https (browsers ignore it over http, and a local site must stay reachable).
 */
export function securityHeaders(
  contentType: string | null,
  https: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { ...SITE_HEADERS };
  if (!https) delete headers[HSTS];
  headers['Content-Security-Policy'] = cspFor(contentType);
  return headers;
}

/**
 * The answer with the security headers it lacks (its own policy, if any, is kept); answers
 * whose headers cannot change (Response.redirect, fetched answers) are copied.
 */
export function withSecurityHeaders(response: Response, https: boolean): Response {
  const wanted = securityHeaders(response.headers.get('content-type'), https);
  const apply = (headers: Headers) => {
    for (const [name, value] of Object.entries(wanted))
      if (!headers.has(name)) headers.set(name, value);
    if (!https) headers.delete(HSTS);
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    apply(headers);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
