/**
 * What the demo's Transcribe emulator accepts (docs/security.md, "Where each rule is enforced"):
 * a body of at most 1 MB (else 413), signed as the demo's client signs it with the demo's
 * credentials (else 403), media only from the demo bucket's `media/`, and output only under
 * the transcription output prefix, so a forged job cannot overwrite other stored files. Refusals
 * are in Transcribe's own error shape.
 */
import {
  DEMO_TRANSCRIBE_BUCKET,
  DEMO_TRANSCRIBE_CREDENTIALS,
  DEMO_TRANSCRIBE_REGION,
} from '../../../platform/server/config/transcribe.ts';
import { cappedBody } from '../../../platform/server/http/body.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { sigV4Problem } from './sigv4.ts';

/** The largest request the emulator reads. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
/** Where the emulator may write a job's output (the site's outputKey in transcripts' start.ts). */
export const OUTPUT_PREFIX = 'transcription/output/';
const OUTPUT = /^transcription\/output\/[0-9a-zA-Z._-]{1,200}\.json$/;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An answer in Transcribe's error shape (JSON `__type` and `message`, `x-amzn-ErrorType`). */
export const fail = (status: number, type: string, message: string): Response =>
  Response.json({ __type: type, message }, { status, headers: { 'x-amzn-ErrorType': type } });

/** The media key of `s3://<demo bucket>/media/...`, or null for any other address. */
export function demoMediaKey(uri: string): string | null {
  const prefix = `s3://${DEMO_TRANSCRIBE_BUCKET}/`;
  if (!uri.startsWith(prefix)) return null;
  const key = uri.slice(prefix.length);
  const parts = key.split('/');
  return parts.length > 1 && parts[0] === 'media' && parts.slice(1).every((p) => SEGMENT.test(p))
    ? key
    : null;
}

/** Whether `key` is a JSON transcript's key under the emulator's output prefix. */
export function ownOutputKey(key: string): boolean {
  return OUTPUT.test(key) && !key.slice(OUTPUT_PREFIX.length).startsWith('.');
}

/** The request's body once it fits and is signed with the demo's key, or the refusal. */
export async function signedBody(req: Request): Promise<Buffer | Response> {
  const chunks: Uint8Array[] = [];
  try {
    const stream = cappedBody(req, MAX_REQUEST_BYTES);
    if (stream)
      for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      return fail(413, 'RequestEntityTooLargeException', 'The request may hold at most 1 MB.');
    throw error;
  }
  const body = Buffer.concat(chunks);
  const problem = sigV4Problem(req, body, {
    ...DEMO_TRANSCRIBE_CREDENTIALS,
    region: DEMO_TRANSCRIBE_REGION,
    service: 'transcribe',
  });
  return problem ? fail(403, problem.type, problem.message) : body;
}
