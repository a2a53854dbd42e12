/**
 * Puts sermon audio to S3 in parts through presigned URLs, so a bad connection costs a part,
 * not the file: a few parts in flight, each retried with backoff, a pause while the browser is
 * offline, and a part that goes silent (no progress for STALL_MS) aborted and sent again.
 * Part URLs are asked for as the upload goes (part-urls.ts); each carries the signed
 * Content-Type, which every PUT sends. Progress counts finished parts only. The unfinished
 * upload is remembered in this browser (remembered.ts), so a reloaded page can resume it.
 */
import type { PartsAnswer } from '../../../shared/types.ts';
import {
  finishedBytes,
  PARTS_IN_FLIGHT,
  planParts,
  retryDelay,
} from '../../../shared/upload-parts.ts';
import { STALL_MS } from '../../../../../platform/shared/stall.ts';
import { ApiError } from '../../../../../platform/browser/net/errors.ts';
import { transfer } from '../../../../../platform/browser/net/transport.ts';
import { PartRefused, PartUrls, type PartSigner } from './part-urls.ts';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Resolves once the browser says it is online again (or at once when it is). */
const online = (signal: AbortSignal) =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        addEventListener('online', () => resolve(), { once: true });
        signal.addEventListener('abort', () => resolve(), { once: true });
      });

/** One PUT of a part's bytes (transport.ts); its status, or 0 when no answer came or it went silent. */
export async function putPart(
  url: string,
  body: Blob,
  contentType: string,
  signal: AbortSignal,
): Promise<number> {
  try {
    // no timeout for the whole PUT: a slow part that keeps moving is left alone
    await transfer({
      method: 'PUT',
      url,
      body,
      headers: { 'Content-Type': contentType },
      timeoutMs: 0,
      stallMs: STALL_MS,
      signal,
    });
    return 200;
  } catch (error) {
    return error instanceof ApiError ? error.status : 0;
  }
}

async function putPartWithRetries(
  partNumber: number,
  body: Blob,
  urls: PartUrls,
  contentType: string,
  signal: AbortSignal,
): Promise<void> {
  let resigned = false;
  for (let attempt = 1; !signal.aborted; attempt++) {
    await online(signal);
    let status = 0;
    try {
      status = await putPart(await urls.urlFor(partNumber), body, contentType, signal);
    } catch (error) {
      if (error instanceof PartRefused) throw error; // the server will not sign: start over
    }
    if (status >= 200 && status < 300) return;
    if (status === 403 && !resigned) {
      // most likely the URL expired (a computer that slept): once more with a fresh one
      resigned = true;
      urls.forget(partNumber);
      continue;
    }
    if (status >= 400 && status < 500 && status !== 408) throw new PartRefused(status);
    if (!signal.aborted) await sleep(retryDelay(attempt), signal);
  }
  throw new DOMException('Upload cancelled', 'AbortError');
}

/** What putParts needs of a started or resumed upload. */
export interface PartsToPut extends PartsAnswer {
  contentType: string;
  done?: number[];
}

/** Puts every part not yet `done`; resolves when S3 holds them all. */
export async function putParts(
  file: Blob,
  upload: PartsToPut,
  sign: PartSigner,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const plan = planParts(file.size);
  const finished = new Set(upload.done ?? []);
  const report = () =>
    onProgress(Math.floor((finishedBytes(plan, finished) / Math.max(1, file.size)) * 100));
  report();
  const queue = plan.map((p) => p.partNumber).filter((n) => !finished.has(n));
  const urls = new PartUrls(sign, () => queue, upload);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const part = plan[next - 1]!;
      await putPartWithRetries(
        next,
        file.slice(part.start, part.end),
        urls,
        upload.contentType,
        signal,
      );
      finished.add(next);
      report();
    }
  };
  await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, worker));
}
