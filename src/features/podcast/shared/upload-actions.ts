/**
 * The actions of /api/podcast-uploads, each at its own path with its own body
 * (docs/requirements.md section 7): `start` signs the files of a submission, `parts` signs more
 * parts of an audio upload, `resume` lists what S3 holds of an unfinished one, `abort` drops it.
 * Reading a body checks its shape only, naming the first field that is wrong; what the fields
 * mean (a token's signature, a part's number against the file's size) the server checks.
 */
import { fail, type Checked } from '../../../platform/shared/checked.ts';
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

type Fields = Record<string, unknown>;
const fields = (body: unknown): Fields | null =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Fields) : null;
const wholeNumber = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** Reads a `resume` or `abort` body: the upload's token. */
export function readTokenBody(body: unknown): Checked<TokenBody> {
  const token = fields(body)?.['token'];
  if (typeof token !== 'string' || token === '')
    return fail('`token` must be the upload token the start of the upload gave.');
  return { ok: true, value: { token } };
}

/** Reads a `parts` body: the token and the part numbers to sign. */
export function readPartsBody(body: unknown): Checked<PartsBody> {
  const read = readTokenBody(body);
  if (!read.ok) return read;
  const parts = fields(body)?.['parts'];
  if (!Array.isArray(parts) || parts.length === 0 || !parts.every(wholeNumber))
    return fail('`parts` must list the numbers of the parts to sign.');
  return { ok: true, value: { token: read.value.token, parts } };
}

function readFile(file: unknown, i: number): Checked<StartBody['files'][number]> {
  const value = fields(file);
  const field = value?.['field'];
  if (field !== 'audio' && field !== 'image')
    return fail(`\`files[${i}].field\` must be "audio" or "image".`);
  if (!wholeNumber(value?.['size']))
    return fail(`\`files[${i}].size\` must be the file's size in bytes.`);
  if (typeof value['type'] !== 'string')
    return fail(`\`files[${i}].type\` must be the file's media type.`);
  return { ok: true, value: { field, size: value['size'], type: value['type'] } };
}

/** Reads a `start` body: the episode's title and each file's field, size and type. */
export function readStartBody(body: unknown): Checked<StartBody> {
  const value = fields(body);
  const title = value?.['title'] ?? '';
  if (typeof title !== 'string') return fail('`title` must be text.');
  const list = value?.['files'];
  if (!Array.isArray(list) || list.length === 0 || list.length > 2)
    return fail('`files` must name the files to upload: an audio file, an image, or both.');
  const files: StartBody['files'] = [];
  for (const [i, file] of list.entries()) {
    const read = readFile(file, i);
    if (!read.ok) return read;
    if (files.some((f) => f.field === read.value.field))
      return fail(`\`files[${i}].field\`: each file must be the audio or the image, once.`);
    files.push(read.value);
  }
  return { ok: true, value: { title, files } };
}
