/**
 * Resume: an unfinished upload of this very audio file (a reload, a lost connection) that this
 * browser remembers (remembered.ts) and S3 still holds; the server answers which parts arrived
 * and signs URLs for the rest.
 */
import { UPLOAD_TIMEOUT_MS } from '../../../shared/input.ts';
import type { ResumeAnswer } from '../../../shared/types.ts';
import { uploadActionPath } from '../../../shared/upload-actions.ts';
import { apiSend, ApiError } from '../../../../../platform/browser/net/api.ts';
import { forgetUpload, unfinishedUploadOf } from './remembered.ts';
import type { Resumed, Submission } from './types.ts';

/** The resumable upload of the submission's audio, or null (then it is signed afresh). */
export async function resumeUpload(submission: Submission): Promise<Resumed | null> {
  const audio = submission.files.audio;
  const previous = audio ? unfinishedUploadOf(audio) : null;
  if (!previous) return null;
  try {
    const answer = await apiSend<ResumeAnswer>(
      'POST',
      uploadActionPath('resume'),
      { token: previous.token },
      { timeoutMs: UPLOAD_TIMEOUT_MS },
    );
    return { ...answer, field: 'audio', token: previous.token };
  } catch (error) {
    // the server answered that it is gone or not valid: start over
    if (error instanceof ApiError && !error.network) forgetUpload();
    return null;
  }
}
