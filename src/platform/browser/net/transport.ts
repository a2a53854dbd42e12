/**
 * The browser's one way to upload (docs/architecture.md section 3): an XHR, the only browser
 * request that reports upload progress, with a time-out for the whole request and a stall watch
 * that gives up on one that goes silent (no progress for `stallMs`: a Wi-Fi that hangs, a proxy
 * that holds the socket). It resolves with the answer's text on 200-299 and otherwise throws
 * ApiError (errors.ts), as the JSON client (api.ts) does.
 */
import { watchStall } from '../../shared/stall.ts';
import { ApiError, offline, type NetworkFailure } from './errors.ts';

export interface Transfer {
  method: string;
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Percent of the body sent so far. */
  onProgress?: (percent: number) => void;
  /** Gives up on the whole request after this long; 0 for never. */
  timeoutMs: number;
  /** Gives up after this long without a sign of life; none when not given. */
  stallMs?: number;
  /** Aborting it stops the request (ApiError `network: 'aborted'`). */
  signal?: AbortSignal;
}

/** Sends the body; the answer's text, or ApiError. */
export function transfer(request: Transfer): Promise<string> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(ApiError.unanswered('aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    let failure: NetworkFailure | null = null;
    const stop = (why: NetworkFailure) => {
      failure ??= why;
      xhr.abort();
    };
    const stall = request.stallMs ? watchStall(request.stallMs, () => stop('stalled')) : null;
    const cancel = () => stop('aborted');
    const end = () => {
      stall?.stop();
      request.signal?.removeEventListener('abort', cancel);
    };
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs;
    // withCredentials stays off: the site's own requests carry the session cookie anyway, and a
    // presigned S3 URL needs none (S3-compatible stores that never allow credentials refuse it)
    for (const [name, value] of Object.entries(request.headers ?? {}))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event: ProgressEvent | undefined) => {
      stall?.touch();
      if (request.onProgress && event?.lengthComputable)
        request.onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onprogress = () => stall?.touch();
    xhr.onload = () => {
      end();
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) resolve(text);
      else reject(ApiError.answered(xhr.status, xhr.statusText, text));
    };
    const fail = (why: () => NetworkFailure) => () => {
      end();
      reject(ApiError.unanswered(failure ?? why()));
    };
    xhr.onerror = fail(() => (offline() ? 'offline' : 'failed'));
    xhr.ontimeout = fail(() => 'timeout');
    xhr.onabort = fail(() => 'aborted');
    request.signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(request.body);
  });
}
