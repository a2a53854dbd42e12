/** The one error helper: HttpError carries an honest status; toResponse never leaks a stack. */
import { ConfigError } from '../config/env.ts';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** A JSON `{ message }` response with the given status. */
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { message },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

/** Maps any thrown value to a JSON error response; unknown errors are logged and become 500. */
export function toResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
  if (error instanceof ConfigError) {
    console.error(error.message);
    return errorResponse(500, 'The server is not configured correctly.');
  }
  console.error(error);
  return errorResponse(500, 'An error occurred on the server.');
}
