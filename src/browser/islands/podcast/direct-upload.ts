/**
 * Files straight to storage (S3 in production): the audio in parts that survive a dropped
 * connection and resume after a reload (multipart-upload.ts, resume.ts), the image in one PUT.
 */
import type { FormValues, Outcome } from '../../../lib/podcast/form.ts';
import type {
  PartUploadAnswer,
  PartsAnswer,
  ResumeAnswer,
  SignAnswer,
  SignedUploadAnswer,
  UploadField,
} from '../../../lib/podcast/types.ts';
import { PartRefused, sendParts, type PartsToSend } from './multipart-upload.ts';
import type { PartSigner } from './part-urls.ts';
import { rememberUpload, forgetUpload, unfinishedUploadOf } from './resume.ts';
import { send } from './send.ts';

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

type DirectUpload = SignedUploadAnswer | PartUploadAnswer;
/** What the form sends for a file that went straight to storage. */
export type Token = { field: UploadField; token: string };

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

/** Fresh part URLs from the server; PartRefused when it will not sign (the upload is gone). */
const signerFor =
  (token: string): PartSigner =>
  async (partNumbers) => {
    const body = JSON.stringify({ sign: token, parts: partNumbers });
    const reply = await send('POST', '/api/podcast-uploads', body, {
      headers: { 'Content-Type': 'application/json' },
    });
    if (reply.kind === 'http' && reply.status < 500 && reply.status !== 408 && reply.status !== 429)
      throw new PartRefused(reply.status);
    if (reply.kind !== 'ok') throw new Error('The part URLs could not be fetched');
    return JSON.parse(reply.text) as PartsAnswer;
  };

/** Sends the audio's parts; null when S3 holds them all. */
async function putParts(
  submission: Submission,
  file: File,
  upload: PartsToSend & { token: string },
): Promise<Outcome | null> {
  rememberUpload(file, upload.token);
  const signal = submission.signal ?? new AbortController().signal;
  const progress = (percent: number) => submission.onProgress('audio', percent);
  try {
    await sendParts(file, upload, signerFor(upload.token), progress, signal);
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

/**
 * Puts the files straight into storage where it can sign uploads: the tokens to send with the
 * form, null when the files must travel in the form itself, or how it failed.
 */
export async function uploadDirect(submission: Submission): Promise<Token[] | null | Outcome> {
  const fields = Object.keys(submission.files) as UploadField[];
  if (fields.length === 0) return null;
  const resumed = await resumable(submission);
  const toSign = fields.filter((field) => !(resumed && field === 'audio'));
  const signed = toSign.length
    ? await signFiles(submission, toSign)
    : { direct: true, uploads: [] };
  if ('kind' in signed) return signed;
  if (!signed.direct) return null;
  if (resumed) {
    const failed = await putParts(submission, submission.files.audio!, resumed);
    if (failed) return failed;
  }
  const failed = await putDirect(submission, signed.uploads);
  if (failed) return failed;
  return [...signed.uploads, ...(resumed ? [resumed] : [])];
}
