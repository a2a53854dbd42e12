/**
 * The browser's one error for a call that did not succeed (docs/architecture.md section 3):
 * either the server answered outside 200-299 (`status`, and its `{ message }` when it sent one),
 * or no answer came (`network` says why, and `status` is 0). Both the JSON client (api.ts) and
 * the upload transport (transport.ts) throw it, so every caller tells the cases apart one way.
 */

/** Why no answer came: the browser was offline, the caller aborted, the time ran out, the
 * request went silent (no progress for the stall time), or the connection failed otherwise. */
export type NetworkFailure = 'offline' | 'aborted' | 'timeout' | 'stalled' | 'failed';

export class ApiError extends Error {
  override name = 'ApiError';
  /** The answer's status; 0 when no answer came. */
  readonly status: number;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Why no answer came; null when the server answered. */
  readonly network: NetworkFailure | null;

  private constructor(
    message: string,
    status: number,
    serverMessage: string | undefined,
    network: NetworkFailure | null,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.status = status;
    this.serverMessage = serverMessage;
    this.network = network;
  }

  /** The server answered with this status; `text` is its body. */
  static answered(status: number, statusText: string, text: string): ApiError {
    const serverMessage = messageOf(text) ?? undefined;
    const message = serverMessage ?? (statusText || `HTTP ${status}`);
    return new ApiError(message, status, serverMessage, null);
  }

  /** No answer came; the message is the browser's own (for example "Failed to fetch"). */
  static unanswered(network: NetworkFailure, cause?: unknown): ApiError {
    const message = cause instanceof Error ? cause.message : `No answer (${network})`;
    return new ApiError(message, 0, undefined, network, cause);
  }
}

/** The `message` of a JSON answer, or null. */
export function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** True when the browser says it has no connection. */
export const offline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** Why a fetch rejected: an abort (a time-out is one), no connection, or another failure. */
export function failureOf(error: unknown): NetworkFailure {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return 'timeout';
  if (name === 'AbortError') return 'aborted';
  return offline() ? 'offline' : 'failed';
}
