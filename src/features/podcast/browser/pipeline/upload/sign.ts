/**
 * Sign: the server makes a staging key for each file and answers how it goes to storage (S3 in
 * production): the audio as a part upload with its first part URLs, the image as one presigned
 * PUT; or `direct: false` when storage cannot sign and the files travel in the form. The part
 * signer fetches more part URLs as the upload goes (part-urls.ts).
 */
import type { Outcome } from '../../../shared/form.ts';
import { UPLOAD_TIMEOUT_MS } from '../../../shared/input.ts';
import type { PartsAnswer, SignAnswer, UploadField } from '../../../shared/types.ts';
import { uploadActionPath, type StartBody } from '../../../shared/upload-actions.ts';
import { apiSend, ApiError } from '../../../../../platform/browser/net/api.ts';
import { outcomeOf } from '../outcome.ts';
import { PartRefused, type PartSigner } from './part-urls.ts';
import type { Submission } from './types.ts';

const TIMED = { timeoutMs: UPLOAD_TIMEOUT_MS };

/** POST /api/podcast-uploads/start for these files: the signed uploads, or how it failed. */
export async function signFiles(
  submission: Submission,
  fields: UploadField[],
): Promise<SignAnswer | Outcome> {
  if (fields.length === 0) return { direct: true, uploads: [] };
  const files = fields.map((field) => {
    const file = submission.files[field]!;
    return { field, size: file.size, type: file.type };
  });
  const body: StartBody = { title: submission.values.title, files };
  try {
    return await apiSend<SignAnswer>('POST', uploadActionPath('start'), body, TIMED);
  } catch (error) {
    return outcomeOf(error);
  }
}

/** A refusal that asking again cannot change (the upload is gone or the token is false). */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  !error.network &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** Fresh part URLs from the server; PartRefused when it will not sign (the upload is gone). */
export const partSigner =
  (token: string): PartSigner =>
  async (partNumbers) => {
    try {
      return await apiSend<PartsAnswer>(
        'POST',
        uploadActionPath('parts'),
        { token, parts: partNumbers },
        TIMED,
      );
    } catch (error) {
      if (refused(error)) throw new PartRefused(error.status);
      throw new Error('The part URLs could not be fetched', { cause: error });
    }
  };
