/**
 * Sends sermon audio to S3 in parts through presigned URLs (issue: uploads that survive a bad
 * connection): a few parts in flight, each retried with backoff, and a pause while the browser is
 * offline; progress counts finished parts only. The unfinished upload is remembered in this
 * browser, so a reloaded page can offer to resume it for the same file (resume.ts).
 */
import type { MultipartAnswer, ResumeAnswer } from '../../lib/podcast-types.ts';
import { finishedBytes, PARTS_IN_FLIGHT, planParts, retryDelay } from '../../lib/upload-parts.ts';

/** A part that S3 refused outright (an expired URL, a bucket rule): retrying cannot help. */
export class PartRefused extends Error {
  override name = 'PartRefused';
  readonly status: number;
  constructor(status: number) {
    super(`S3 refused a part (HTTP ${status})`);
    this.status = status;
  }
}

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

/** PUTs one part until it is in, backing off between tries; throws PartRefused on a 4xx. */
async function sendPart(url: string, body: Blob, signal: AbortSignal): Promise<void> {
  for (let attempt = 1; !signal.aborted; attempt++) {
    await online(signal);
    try {
      // no credentials: a presigned URL carries its own authority, and S3-compatible stores
      // that never allow credentialed CORS (Ceph among them) refuse requests that send them
      const response = await fetch(url, { method: 'PUT', body, credentials: 'omit', signal });
      if (response.ok) return;
      if (response.status >= 400 && response.status < 500 && response.status !== 408)
        throw new PartRefused(response.status);
    } catch (error) {
      if (error instanceof PartRefused || signal.aborted) throw error;
      // a dropped connection: wait and try again
    }
    await sleep(retryDelay(attempt), signal);
  }
  throw new DOMException('Upload cancelled', 'AbortError');
}

/** Sends every part not yet `done`; resolves when S3 holds them all. */
export async function sendParts(
  file: Blob,
  upload: Pick<MultipartAnswer, 'parts'> & { done?: ResumeAnswer['done'] },
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const plan = planParts(file.size);
  const finished = new Set(upload.done ?? []);
  const report = () =>
    onProgress(Math.floor((finishedBytes(plan, finished) / Math.max(1, file.size)) * 100));
  report();
  const queue = upload.parts.filter((p) => !finished.has(p.partNumber));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const part = plan.find((p) => p.partNumber === next.partNumber);
      if (!part) throw new Error(`No part ${next.partNumber} in a file of ${file.size} bytes`);
      await sendPart(next.url, file.slice(part.start, part.end), signal);
      finished.add(part.partNumber);
      report();
    }
  };
  await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, worker));
}
