/**
 * Sends a podcast submission with per-file progress. Where storage can sign uploads (S3 in
 * production) the files go straight to it first (direct-upload.ts); otherwise they travel in the
 * multipart request and progress comes from the server's `s3UploadStatus` events on /api/sse.
 */
import type { UploadProgress } from '../../../lib/api-types.ts';
import type { Outcome } from '../../../lib/podcast/form.ts';
import { textFields } from '../../../lib/podcast/form.ts';
import type { UploadField } from '../../../lib/podcast/types.ts';
import { uploadDirect, type Submission, type Token } from './direct-upload.ts';
import { forgetUpload } from './resume.ts';
import { messageOf, send } from './send.ts';

export type { Submission } from './direct-upload.ts';

/** Listens to the server's progress for the named files until the returned close is called. */
function listen(submission: Submission): () => void {
  const byName = new Map(
    Object.entries(submission.files).map(([field, file]) => [file.name, field as UploadField]),
  );
  const source = new EventSource('/api/sse', { withCredentials: true });
  source.addEventListener('s3UploadStatus', (event) => {
    const progress = JSON.parse((event as MessageEvent<string>).data) as UploadProgress;
    const field = byName.get(progress.file);
    if (field) submission.onProgress(field, progress.percent);
  });
  // the server ends the stream when its uploads end: do not let the browser reconnect
  source.addEventListener('end', () => source.close());
  return () => source.close();
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

/** Sends the submission; resolves with how it ended (never throws). */
export async function submitPodcast(submission: Submission): Promise<Outcome> {
  const tokens = await uploadDirect(submission);
  if (tokens && !Array.isArray(tokens)) return tokens;
  const stop = tokens ? () => undefined : listen(submission);
  try {
    const reply = await send(submission.method, submission.url, formData(submission, tokens));
    if (reply.kind === 'ok') {
      forgetUpload();
      for (const field of Object.keys(submission.files))
        submission.onProgress(field as UploadField, 100);
      return { kind: 'ok', message: reply.message };
    }
    return reply.kind === 'http'
      ? { kind: 'http', status: reply.status, message: reply.message }
      : { kind: 'network' };
  } finally {
    stop();
  }
}

/** DELETE /api/podcast/{guid-suffix}; resolves with how it ended (never throws). */
export async function removePodcast(url: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'DELETE', credentials: 'same-origin' });
  } catch {
    return { kind: 'network' };
  }
  const message = messageOf(await response.text().catch(() => ''));
  return response.ok
    ? { kind: 'ok', message: message ?? '' }
    : { kind: 'http', status: response.status, message };
}
