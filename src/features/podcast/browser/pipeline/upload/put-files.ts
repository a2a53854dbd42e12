/**
 * Put: each signed file straight to storage. The audio goes in parts (put-parts.ts: a few in
 * flight, retries with backoff, the stall watchdog), remembered in this browser while it is
 * unfinished so a reloaded page can resume it; Cancel drops it from S3. The image is one PUT
 * through the same transport (net/transport.ts), with its time-out and stall watch.
 */
import type { Outcome } from '../../../shared/form.ts';
import { UPLOAD_TIMEOUT_MS } from '../../../shared/input.ts';
import type { PartUploadAnswer, SignedUploadAnswer } from '../../../shared/types.ts';
import { STALL_MS } from '../../../../../platform/shared/stall.ts';
import { transfer } from '../../../../../platform/browser/net/transport.ts';
import { outcomeOf } from '../outcome.ts';
import { PartRefused } from './part-urls.ts';
import { discardUpload, rememberUpload } from './remembered.ts';
import { putParts, type PartsToPut } from './put-parts.ts';
import { partSigner } from './sign.ts';
import type { Submission } from './types.ts';

/** Puts the audio's parts; null when S3 holds them all. */
async function putAudio(
  submission: Submission,
  upload: PartsToPut & { token: string },
): Promise<Outcome | null> {
  const file = submission.files.audio;
  if (!file) return null;
  rememberUpload(file, upload.token);
  const signal = submission.signal ?? new AbortController().signal;
  const progress = (percent: number) => submission.onProgress('audio', percent);
  try {
    await putParts(file, upload, partSigner(upload.token), progress, signal);
    return null;
  } catch (error) {
    if (signal.aborted) {
      await discardUpload(upload.token);
      return { kind: 'cancelled' };
    }
    if (error instanceof PartRefused) return { kind: 'http', status: error.status, message: null };
    return { kind: 'network' };
  }
}

/** One presigned PUT of a whole file; null when it landed. */
async function putWhole(
  submission: Submission,
  upload: SignedUploadAnswer,
): Promise<Outcome | null> {
  const file = submission.files[upload.field];
  if (!file) return null;
  try {
    await transfer({
      method: upload.method,
      url: upload.url,
      body: file,
      headers: upload.headers,
      onProgress: (percent) => submission.onProgress(upload.field, percent),
      timeoutMs: UPLOAD_TIMEOUT_MS,
      stallMs: STALL_MS,
    });
    return null;
  } catch (error) {
    // S3's own error bodies are XML, not a message for people
    return outcomeOf(error, false);
  }
}

/** Puts a resumed upload's missing parts, then every signed file in turn; null when all landed. */
export async function putFiles(
  submission: Submission,
  resumed: (PartsToPut & { token: string }) | null,
  uploads: (SignedUploadAnswer | PartUploadAnswer)[],
): Promise<Outcome | null> {
  if (resumed) {
    const failed = await putAudio(submission, resumed);
    if (failed) return failed;
  }
  for (const upload of uploads) {
    const failed =
      upload.method === 'MULTIPART'
        ? await putAudio(submission, upload)
        : await putWhole(submission, upload);
    if (failed) return failed;
  }
  return null;
}
