/**
 * The actions of /api/podcast-uploads, each at its own path with its own body
 * (docs/requirements.md section 7): `start` signs the files of a submission, `parts` signs more
 * parts of an audio upload, `resume` lists what S3 holds of an unfinished one, `abort` drops it.
 * The server reads each body by its schema (server/upload/action-bodies.ts).
 */
import type { UploadField } from './types.ts';

export const UPLOADS_PATH = '/api/podcast-uploads';

export type UploadAction = 'start' | 'parts' | 'resume' | 'abort';
const ACTIONS: readonly string[] = ['start', 'parts', 'resume', 'abort'] satisfies UploadAction[];

/** The path's last part names one of the actions. */
export const isUploadAction = (action: unknown): action is UploadAction =>
  typeof action === 'string' && ACTIONS.includes(action);

/** The path of an action, for the browser. */
export const uploadActionPath = (action: UploadAction): string => `${UPLOADS_PATH}/${action}`;

export interface StartBody {
  title: string;
  files: { field: UploadField; size: number; type: string }[];
}
export interface PartsBody {
  token: string;
  parts: number[];
}
/** `resume` and `abort` name the upload by its token. */
export interface TokenBody {
  token: string;
}
