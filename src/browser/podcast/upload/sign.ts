/**
 * Sign: the server makes a staging key for each file and answers how it goes to storage (S3 in
 * production): the audio as a part upload with its first part URLs, the image as one presigned
 * PUT; or `direct: false` when storage cannot sign and the files travel in the form. The part
 * signer fetches more part URLs as the upload goes (part-urls.ts).
 */
import type { Outcome } from '../../../lib/podcast/form.ts';
import type { PartsAnswer, SignAnswer, UploadField } from '../../../lib/podcast/types.ts';
import { PartRefused, type PartSigner } from './part-urls.ts';
import type { Submission } from './types.ts';
import { send } from './xhr.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** POST /api/podcast-uploads for these files: the signed uploads, or how the request failed. */
export async function signFiles(
  submission: Submission,
  fields: UploadField[],
): Promise<SignAnswer | Outcome> {
  if (fields.length === 0) return { direct: true, uploads: [] };
  const files = fields.map((field) => {
    const file = submission.files[field]!;
    return { field, size: file.size, type: file.type };
  });
  const body = JSON.stringify({ title: submission.values.title, files });
  const reply = await send('POST', '/api/podcast-uploads', body, { headers: JSON_HEADERS });
  if (reply.kind !== 'ok') return reply;
  try {
    return JSON.parse(reply.text) as SignAnswer;
  } catch {
    return { kind: 'http', status: 502, message: null };
  }
}

/** Fresh part URLs from the server; PartRefused when it will not sign (the upload is gone). */
export const partSigner =
  (token: string): PartSigner =>
  async (partNumbers) => {
    const body = JSON.stringify({ sign: token, parts: partNumbers });
    const reply = await send('POST', '/api/podcast-uploads', body, { headers: JSON_HEADERS });
    if (reply.kind === 'http' && reply.status < 500 && reply.status !== 408 && reply.status !== 429)
      throw new PartRefused(reply.status);
    if (reply.kind !== 'ok') throw new Error('The part URLs could not be fetched');
    return JSON.parse(reply.text) as PartsAnswer;
  };
