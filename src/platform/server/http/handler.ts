/**
 * Wraps a function handler: every failure becomes a JSON error (see errors.ts), and every answer,
 * failures included, leaves with the site's security headers (security-headers.ts), since
 * Netlify's header rules never apply to what a function answers.
 */
import { config } from '../config/index.ts';
import { toResponse } from './errors.ts';
import { withSecurityHeaders } from './security-headers.ts';

/** What our functions use of Netlify's Context; the local router supplies the same fields. */
export interface FnContext {
  params: Record<string, string | undefined>;
  ip: string;
}

export type FnHandler = (req: Request, context: FnContext) => Response | Promise<Response>;

/** Whether the site is served over https: then every answer asks browsers to keep to https. */
function siteIsHttps(): boolean {
  try {
    return config().siteUrl.startsWith('https:');
  } catch {
    return false; // a configuration error is answered (and named) by the function itself
  }
}

/** Runs the handler and turns thrown errors into `{ message }` responses with honest statuses. */
export function handler(fn: FnHandler): FnHandler {
  return async (req, context) => {
    let response: Response;
    try {
      response = await fn(req, context);
    } catch (error) {
      response = toResponse(error);
    }
    return withSecurityHeaders(response, siteIsHttps());
  };
}
