/** What the steps of a submission's upload (index.ts) hand one another. */
import type { FormValues } from '../../../shared/form.ts';
import type { ResumeAnswer, UploadField } from '../../../shared/types.ts';

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

/** What the form sends for a file that went straight to storage. */
export type Token = { field: UploadField; token: string };

/** An unfinished part upload of this audio file that S3 still holds, with its missing parts. */
export type Resumed = ResumeAnswer & Token;
