/**
 * Wraps a function handler: a state-changing request from another site is refused before the
 * handler runs (the one same-origin check, docs/architecture.md section 6), every failure
 * becomes a JSON error (see errors.ts), and every answer, failures included, leaves with the
 * site's security headers (security-headers.ts), since Netlify's header rules never apply to
 * what a function answers.
 */
import { requireSameOrigin } from '../auth/origin.ts';
import { config } from '../config/index.ts';
import { toResponse } from './errors.ts';
import { withSecurityHeaders } from './security-headers.ts';

/** What our functions use of Netlify's Context; the local router supplies the same fields. */
export interface FnContext {
  params: Record<string, string | undefined>;
  ip: string;
}

export type FnHandler = (req: Request, context: FnContext) => Response | Promise<Response>;

/** How a handler takes requests. */
export interface HandlerOptions {
  /**
   * Take state-changing requests without an Origin from the site: only for the demo's emulators,
   * which the server's own clients (Planning Center's, the AWS SDK) call without one.
   */
  anyOrigin?: boolean;
}

/** Methods that change nothing, so a page of any site may send them (the guard lets them by). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the site is served over https: then every answer asks browsers to keep to https. */
function siteIsHttps(): boolean {
  try {
    return config().siteUrl.startsWith('https:');
  } catch {
    return false; // a configuration error is answered (and named) by the function itself
  }
}

/** Runs the handler and turns thrown errors into `{ message }` responses with honest statuses. */
export function handler(fn: FnHandler, options: HandlerOptions = {}): FnHandler {
  return async (req, context) => {
    let response: Response;
    try {
      if (!options.anyOrigin && !SAFE_METHODS.has(req.method)) requireSameOrigin(req);
      response = await fn(req, context);
    } catch (error) {
      response = toResponse(error);
    }
    return withSecurityHeaders(response, siteIsHttps());
  };
}
