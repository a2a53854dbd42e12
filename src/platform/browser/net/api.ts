/**
 * The browser's one way to call the site's JSON API (docs/architecture.md section 3): `apiFetch`
 * reads, `apiSend` writes with a method and a JSON body, and `fetchText` reads a stored file that
 * is not JSON. The session cookie goes along (same origin), an answer outside 200-299 or no
 * answer at all throws ApiError (errors.ts), and an empty answer (204) reads as undefined.
 * Uploads with progress go through transport.ts, the event stream through events.ts.
 */
import { ApiError, failureOf } from './errors.ts';

export { ApiError, type NetworkFailure } from './errors.ts';

export interface ApiInit extends RequestInit {
  /** Gives up after this long with ApiError `network: 'timeout'`; none by default. */
  timeoutMs?: number;
}

/** The answer, or ApiError: `network` set when none came, `status` and the message when it did. */
async function answer(url: string, init: ApiInit): Promise<Response> {
  const { timeoutMs, ...rest } = init;
  const signals = [rest.signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : null];
  const signal = signals.filter((s): s is AbortSignal => Boolean(s));
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...rest,
      signal: signal.length > 1 ? AbortSignal.any(signal) : (signal[0] ?? null),
    });
  } catch (error) {
    throw ApiError.unanswered(failureOf(error), error);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw ApiError.answered(response.status, response.statusText, text);
  }
  return response;
}

/** fetch + JSON; credentials are always same-origin so gated calls carry the session cookie. */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const response = await answer(path, init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends a JSON body (none when undefined) with `method` and reads a JSON answer. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  init: ApiInit = {},
): Promise<T> {
  if (body === undefined) return apiFetch<T>(path, { ...init, method });
  return apiFetch<T>(path, {
    ...init,
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A stored file's text, not JSON (an episode's chapters on media storage); ApiError as apiFetch. */
export async function fetchText(url: string, init: ApiInit = {}): Promise<string> {
  return (await answer(url, init)).text();
}
