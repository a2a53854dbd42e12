/**
 * One request to Planning Center, made to survive it: a time-out on every attempt, waits for
 * `Retry-After` on 429, bounded exponential backoff with jitter on 5xx and network errors.
 * Every failure ends as a PcoError whose message is fit to show a visitor.
 */
import { HttpError } from '../http/errors.ts';
import { systemClock } from '../../shared/clock.ts';

export const UNAVAILABLE =
  'Planning Center is not answering right now. Please try again in a minute.';

/** A Planning Center failure; `status` is what our API answers, `upstream` what PCO said. */
export class PcoError extends HttpError {
  override name = 'PcoError';
  readonly upstream: number;
  constructor(status: number, message: string, upstream: number) {
    super(status, message);
    this.upstream = upstream;
  }
}

export interface TransportOptions {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** 0..1, for jitter. */
  random: () => number;
  timeoutMs: number;
  /** Retries after a 5xx, a network error or a time-out. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Retries after a 429, and the longest Retry-After we are willing to wait. */
  rateLimitRetries: number;
  maxRetryAfterMs: number;
  /** The Authorization header, or null (the demo emulator needs none). */
  authorization: string | null;
  /** Told about every attempt (the bench counts them). */
  onAttempt: (url: string) => void;
}

function retryAfterMs(header: string | null, fallback: number): number {
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - systemClock.now());
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { title?: string; detail?: string }[] };
    const first = body.errors?.[0];
    return first?.detail ?? first?.title ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

function refusal(status: number, detail: string, url: string): PcoError {
  if (status === 404) return new PcoError(404, 'Planning Center has no such record.', 404);
  // 401/403/4xx mean our configuration or request is wrong: log it for staff, say little.
  console.error(`Planning Center refused ${url}: ${status} ${detail}`);
  return new PcoError(
    502,
    'Planning Center refused the request. Please tell the church office.',
    status,
  );
}

/** Sends one request and returns its parsed JSON body (null for 204). */
export async function pcoRequest(
  url: string,
  init: RequestInit,
  options: TransportOptions,
): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (options.authorization) headers.set('Authorization', options.authorization);
  let failures = 0;
  let throttles = 0;
  const backoff = async (why: string) => {
    if (failures >= options.retries) {
      console.error(`Planning Center failed ${init.method ?? 'GET'} ${url}: ${why}`);
      throw new PcoError(502, UNAVAILABLE, 0);
    }
    const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** failures);
    failures += 1;
    await options.sleep(delay / 2 + (delay / 2) * options.random());
  };
  for (;;) {
    options.onAttempt(url);
    let response: Response;
    try {
      response = await options.fetch(url, {
        ...init,
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      await backoff(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      continue;
    }
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after'), options.baseDelayMs);
      await response.body?.cancel();
      if (throttles >= options.rateLimitRetries || wait > options.maxRetryAfterMs) {
        console.error(`Planning Center rate limit on ${url}; Retry-After ${wait} ms`);
        throw new PcoError(502, UNAVAILABLE, 429);
      }
      throttles += 1;
      await options.sleep(wait);
      continue;
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      await backoff(`HTTP ${response.status}`);
      continue;
    }
    if (!response.ok) throw refusal(response.status, await errorDetail(response), url);
    if (response.status === 204) return null;
    try {
      return await response.json();
    } catch (error) {
      // a body cut short by the time-out, or not JSON at all
      await backoff(error instanceof Error ? `bad body: ${error.message}` : 'bad body');
    }
  }
}
