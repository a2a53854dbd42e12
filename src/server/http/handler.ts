/** Wraps a function handler so every failure becomes a JSON error (see errors.ts). */
import { toResponse } from './errors.ts';

/** What our functions use of Netlify's Context; the local router supplies the same fields. */
export interface FnContext {
  params: Record<string, string | undefined>;
  ip: string;
}

export type FnHandler = (req: Request, context: FnContext) => Response | Promise<Response>;

/** Runs the handler and turns thrown errors into `{ message }` responses with honest statuses. */
export function handler(fn: FnHandler): FnHandler {
  return async (req, context) => {
    try {
      return await fn(req, context);
    } catch (error) {
      return toResponse(error);
    }
  };
}
