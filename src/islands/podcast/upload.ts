/**
 * Sends a podcast submission with per-file progress. Where storage can sign uploads (S3 in
 * production) the files go straight to it: the audio in parts that survive a dropped connection
 * and resume after a reload (multipart-upload.ts), the image in one PUT with XHR progress.
 * Otherwise they travel in the multipart request and progress comes from the server's
 * `s3UploadStatus` events on /api/sse.
 */
import type { UploadProgress } from '../../lib/api-types.ts';
import type { FormValues, Outcome } from '../../lib/podcast-form.ts';
import { textFields } from '../../lib/podcast-form.ts';
import { UPLOAD_TIMEOUT_MS } from '../../lib/podcast-input.ts';
import type {
  MultipartAnswer,
  ResumeAnswer,
  SignAnswer,
  SignedUploadAnswer,
  UploadField,
} from '../../lib/podcast-types.ts';
import { PartRefused, sendParts } from './multipart-upload.ts';
import { forgetUpload, rememberUpload, unfinishedUploadOf } from './resume.ts';

export interface Submission {
  method: 'POST' | 'PUT';
  url: string;
  values: FormValues;
  files: Partial<Record<UploadField, File>>;
  /** Small parts that always travel in the form: the transcript and chapters. */
  extra?: [string, string | File][];
  onProgress: (field: UploadField, percent: number) => void;
  /** Cancel: stops the direct upload and drops its parts from S3. */
  signal?: AbortSignal;
}

type DirectUpload = SignedUploadAnswer | MultipartAnswer;
/** What the form sends for a file that went straight to storage. */
type Token = { field: UploadField; token: string };

function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** An Outcome plus the answer's text. */
type Reply = Outcome & { text: string };

/** One XHR (the only browser API with upload progress); never rejects. */
function send(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  options: { headers?: Record<string, string>; onUpload?: (percent: number) => void } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    // withCredentials stays off: the site's own requests carry the session cookie anyway, and a
    // presigned S3 URL needs none (S3-compatible stores that never allow credentials refuse it)
    for (const [name, value] of Object.entries(options.headers ?? {}))
      xhr.setRequestHeader(name, value);
    const onUpload = options.onUpload;
    if (onUpload) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUpload(Math.floor((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const text = xhr.responseText;
      const message = messageOf(text);
      if (xhr.status >= 200 && xhr.status < 300)
        resolve({ kind: 'ok', message: message ?? '', text });
      else resolve({ kind: 'http', status: xhr.status, message, text });
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ kind: 'network', text: '' });
    xhr.send(body);
  });
}

async function signFiles(
  submission: Submission,
  fields: UploadField[],
): Promise<SignAnswer | Outcome> {
  const files = fields
    .map((field) => [field, submission.files[field]!] as const)
    .map(([field, file]) => ({
      field,
      size: file.size,
      type: file.type,
    }));
  const body = JSON.stringify({ title: submission.values.title, files });
  const reply = await send('POST', '/api/podcast-uploads', body, {
    headers: { 'Content-Type': 'application/json' },
  });
  if (reply.kind !== 'ok') return reply;
  try {
    return JSON.parse(reply.text) as SignAnswer;
  } catch {
    return { kind: 'http', status: 502, message: null };
  }
}

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
  return () => source.close();
}

/** Sends the audio's parts; null when S3 holds them all. */
async function putParts(
  submission: Submission,
  file: File,
  upload: Pick<MultipartAnswer, 'token' | 'parts'> & { done?: number[] },
): Promise<Outcome | null> {
  rememberUpload(file, upload.token);
  const signal = submission.signal ?? new AbortController().signal;
  try {
    await sendParts(file, upload, (percent) => submission.onProgress('audio', percent), signal);
    return null;
  } catch (error) {
    if (signal.aborted) {
      const { discardUpload } = await import('./resume.ts');
      await discardUpload(upload.token);
      return { kind: 'cancelled' };
    }
    if (error instanceof PartRefused) return { kind: 'http', status: error.status, message: null };
    return { kind: 'network' };
  }
}

/** An unfinished upload of this audio file that S3 still holds, with its missing parts. */
async function resumable(submission: Submission): Promise<(ResumeAnswer & Token) | null> {
  const audio = submission.files.audio;
  const previous = audio ? unfinishedUploadOf(audio) : null;
  if (!previous) return null;
  const reply = await send(
    'POST',
    '/api/podcast-uploads',
    JSON.stringify({ resume: previous.token }),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );
  if (reply.kind !== 'ok') {
    if (reply.kind === 'http') forgetUpload(); // gone or not valid: start over
    return null;
  }
  try {
    return { ...(JSON.parse(reply.text) as ResumeAnswer), field: 'audio', token: previous.token };
  } catch {
    return null;
  }
}

async function putDirect(submission: Submission, uploads: DirectUpload[]): Promise<Outcome | null> {
  for (const upload of uploads) {
    const file = submission.files[upload.field];
    if (!file) continue;
    if (upload.method === 'MULTIPART') {
      const failed = await putParts(submission, file, upload);
      if (failed) return failed;
      continue;
    }
    const reply = await send(upload.method, upload.url, file, {
      headers: upload.headers,
      onUpload: (percent) => submission.onProgress(upload.field, percent),
    });
    // S3's own error bodies are XML, not a message for people
    if (reply.kind === 'http') return { kind: 'http', status: reply.status, message: null };
    if (reply.kind === 'network') return { kind: 'network' };
  }
  return null;
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
  let tokens: Token[] | null = null;
  const fields = Object.keys(submission.files) as UploadField[];
  if (fields.length > 0) {
    const resumed = await resumable(submission);
    const toSign = fields.filter((field) => !(resumed && field === 'audio'));
    const signed = toSign.length
      ? await signFiles(submission, toSign)
      : { direct: true, uploads: [] };
    if ('kind' in signed) return signed;
    if (signed.direct) {
      if (resumed) {
        const failed = await putParts(submission, submission.files.audio!, resumed);
        if (failed) return failed;
      }
      const failed = await putDirect(submission, signed.uploads);
      if (failed) return failed;
      tokens = [...signed.uploads, ...(resumed ? [resumed] : [])];
    }
  }
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
