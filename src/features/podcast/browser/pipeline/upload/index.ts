/**
 * A podcast submission from the admin form, top to bottom. Each step is a module of this folder
 * called only from here, and the data flows one way:
 *   plan      which files the form carries (none: straight to complete);
 *   resume    an unfinished upload of this audio that S3 still holds (resume.ts);
 *   sign      the server's presigned uploads for the other files (sign.ts), or `direct: false`
 *             when storage cannot sign (the file system): then the files travel in the form;
 *   put       the files straight to storage, the audio in parts with retries and the stall
 *             watchdog (put-files.ts, put-parts.ts, part-urls.ts);
 *   complete  the form with the uploads' tokens (complete.ts).
 */
import type { Outcome } from '../../../shared/form.ts';
import type { UploadField } from '../../../shared/types.ts';
import { completeSubmission } from './complete.ts';
import { resumeUpload } from './resume.ts';
import { putFiles } from './put-files.ts';
import { signFiles } from './sign.ts';
import type { Submission } from './types.ts';

export type { Submission } from './types.ts';

/** Sends the submission; resolves with how it ended (never throws). */
export async function submitPodcast(submission: Submission): Promise<Outcome> {
  const fields = Object.keys(submission.files) as UploadField[];
  if (fields.length === 0) return completeSubmission(submission, null);
  const resumed = await resumeUpload(submission);
  const signed = await signFiles(
    submission,
    fields.filter((field) => !(resumed && field === 'audio')),
  );
  if ('kind' in signed) return signed;
  if (!signed.direct) return completeSubmission(submission, null);
  const failed = await putFiles(submission, resumed, signed.uploads);
  if (failed) return failed;
  return completeSubmission(submission, [...signed.uploads, ...(resumed ? [resumed] : [])]);
}
