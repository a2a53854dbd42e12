/**
 * Complete: the form itself, to POST /api/podcast (new) or PUT /api/podcast/{suffix} (edit). It
 * carries the text fields, the small follow-along files, and for each file either the token of
 * its direct upload or, where storage cannot sign, the file itself; then progress comes from
 * the server's `s3UploadStatus` events on /api/sse.
 */
import type { UploadProgress } from '../../../shared/types.ts';
import { textFields, type Outcome } from '../../../shared/form.ts';
import { UPLOAD_TIMEOUT_MS } from '../../../shared/input.ts';
import type { UploadField } from '../../../shared/types.ts';
import { messageOf } from '../../../../../platform/browser/net/errors.ts';
import { subscribe } from '../../../../../platform/browser/net/events.ts';
import { transfer } from '../../../../../platform/browser/net/transport.ts';
import { outcomeOf } from '../outcome.ts';
import { forgetUpload } from './remembered.ts';
import type { Submission, Token } from './types.ts';

/** Listens to the server's progress for the named files until the returned close is called. */
function listen(submission: Submission): () => void {
  const byName = new Map(
    Object.entries(submission.files).map(([field, file]) => [file.name, field as UploadField]),
  );
  return subscribe<UploadProgress>('/api/sse', 's3UploadStatus', (progress) => {
    const field = byName.get(progress.file);
    if (field) submission.onProgress(field, progress.percent);
  });
}

function formData(submission: Submission, tokens: Token[] | null): FormData {
  const form = new FormData();
  for (const [name, value] of textFields(submission.values, Boolean(submission.files.image))) {
    form.append(name, value);
  }
  for (const [name, value] of submission.extra ?? []) form.append(name, value);
  for (const [field, file] of Object.entries(submission.files)) {
    const signed = tokens?.find((t) => t.field === field);
    if (signed) form.append(`${field}Upload`, signed.token);
    else {
      form.append(`${field}Size`, String(file.size));
      form.append(field, file, file.name);
    }
  }
  return form;
}

/** Sends the form; `tokens` null when the files travel in it. Resolves with how it ended. */
export async function completeSubmission(
  submission: Submission,
  tokens: Token[] | null,
): Promise<Outcome> {
  const stop = tokens ? () => undefined : listen(submission);
  try {
    // no stall watch: once the files are sent, the server may take a while before it answers
    const text = await transfer({
      method: submission.method,
      url: submission.url,
      body: formData(submission, tokens),
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    forgetUpload();
    for (const field of Object.keys(submission.files))
      submission.onProgress(field as UploadField, 100);
    return { kind: 'ok', message: messageOf(text) ?? '' };
  } catch (error) {
    return outcomeOf(error);
  } finally {
    stop();
  }
}
