/**
 * How large and how long one podcast submission may be: the body limit (both files and the
 * fields), the 413 for a body declared over it, and the signal that stops an upload after
 * UPLOAD_TIMEOUT_MS or when the browser cancels it; submit.ts reads each form within them.
 */
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, UPLOAD_TIMEOUT_MS } from '../shared/input.ts';
import { refuseDeclaredLength } from '../../../platform/server/http/body.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';

const FIELD_SLACK = 1024 * 1024;
export const MAX_BODY = MAX_AUDIO_BYTES + MAX_IMAGE_BYTES + FIELD_SLACK;

/**
 * A signal that aborts the submission after UPLOAD_TIMEOUT_MS (408) or when the browser cancels
 * (400).
 */
export function timeoutSignal(req: Request): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new HttpError(408, 'The upload took longer than 3 minutes and was stopped.'),
      ),
    UPLOAD_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(new HttpError(400, 'The upload was cancelled.'));
  req.signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      req.signal.removeEventListener('abort', onAbort);
    },
  };
}

/** 413 when the declared body is over the limit; the message for one found over it later. */
export function refuseOversized(req: Request): string {
  const tooLargeMessage = `The upload is larger than the ${Math.round(MAX_BODY / 1024 / 1024)} MB limit.`;
  refuseDeclaredLength(req, MAX_BODY, tooLargeMessage);
  return tooLargeMessage;
}
