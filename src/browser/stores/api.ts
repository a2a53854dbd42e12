/** The browser's one way to call the API: any status outside 200-299 throws ApiError. */

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly response: Response;
  /** The server's `{ message }`, when it sent one. */
  readonly serverMessage: string | undefined;
  constructor(response: Response, serverMessage: string | undefined) {
    super(serverMessage ?? (response.statusText || `HTTP ${response.status}`));
    this.status = response.status;
    this.response = response;
    this.serverMessage = serverMessage;
  }
}

/** fetch + JSON; credentials are always same-origin so gated calls carry the session cookie. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', ...init });
  if (!response.ok) {
    let message: string | undefined;
    try {
      message = ((await response.json()) as { message?: string }).message;
    } catch {
      // not JSON: fall back to the status text
    }
    throw new ApiError(response, message);
  }
  return (await response.json()) as T;
}

/** Sends a JSON body (none when undefined) with `method` and reads a JSON answer. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  if (body === undefined) return apiFetch<T>(path, { method });
  return apiFetch<T>(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POSTs a JSON body and reads a JSON answer. */
export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiSend<T>('POST', path, body);
}
