/**
 * Resume: an unfinished upload of this very audio file (a reload, a lost connection) that this
 * browser remembers (remembered.ts) and S3 still holds; the server answers which parts arrived
 * and signs URLs for the rest.
 */
import { forgetUpload, unfinishedUploadOf } from './remembered.ts';
import type { Resumed, Submission } from './types.ts';
import { send } from './xhr.ts';

/** The resumable upload of the submission's audio, or null (then it is signed afresh). */
export async function resumeUpload(submission: Submission): Promise<Resumed | null> {
  const audio = submission.files.audio;
  const previous = audio ? unfinishedUploadOf(audio) : null;
  if (!previous) return null;
  const reply = await send(
    'POST',
    '/api/podcast-uploads',
    JSON.stringify({ resume: previous.token }),
    { headers: { 'Content-Type': 'application/json' } },
  );
  if (reply.kind !== 'ok') {
    if (reply.kind === 'http') forgetUpload(); // gone or not valid: start over
    return null;
  }
  try {
    return { ...(JSON.parse(reply.text) as Resumed), field: 'audio', token: previous.token };
  } catch {
    return null;
  }
}
