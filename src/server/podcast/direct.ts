/**
 * Direct uploads (issue 7, point 3): a Netlify Function takes at most 6 MB, so in production the
 * browser PUTs audio and images straight into S3 through presigned URLs. The server makes the
 * key, signs a token naming it, and on commit checks the object itself (size, magic bytes via a
 * ranged get, image dimensions, audio duration) before it becomes part of an episode.
 */
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '../../lib/podcast-input.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/types.ts';
import { readAudioFacts } from './audio.ts';
import { inspect, prefixBytes, type MediaKind } from './inspect.ts';
import { newMediaKey } from './media-keys.ts';
import { completeMultipart, startMultipart } from './multipart.ts';
import type { CheckedMedia } from './service.ts';
import { readUploadToken, signUploadToken, UPLOAD_TOKEN_SECONDS } from './upload-token.ts';
import type { MultipartAnswer } from '../../lib/podcast-types.ts';

export const maxBytes = (kind: MediaKind): number =>
  kind === 'audio' ? MAX_AUDIO_BYTES : MAX_IMAGE_BYTES;

/** What the browser asks to upload. */
export interface UploadRequest {
  field: MediaKind;
  size: number;
  type: string;
}

/** One signed upload: where to PUT the file, and the token to send with the episode. */
export interface SignedUpload {
  field: MediaKind;
  token: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

const DECLARED: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

function checkRequest(file: UploadRequest): string {
  const ext = DECLARED[file.type];
  const fits = file.field === 'audio' ? ext === 'mp3' : ext === 'png' || ext === 'jpg';
  if (!ext || !fits) {
    throw new HttpError(
      415,
      `The ${file.field} file must be ${file.field === 'audio' ? 'an MP3' : 'a PNG or JPEG'}.`,
    );
  }
  if (!Number.isSafeInteger(file.size) || file.size <= 0) {
    throw new HttpError(400, `The ${file.field} file is empty.`);
  }
  if (file.size > maxBytes(file.field)) {
    throw new HttpError(
      413,
      `The ${file.field} file is larger than the ${maxBytes(file.field) / 1024 / 1024} MB limit.`,
    );
  }
  return ext;
}

/**
 * Presigned uploads for the files, or null when the storage cannot sign (the file system): then
 * the browser sends the files in the multipart request itself. Audio goes up in parts (S3
 * multipart, multipart.ts), so a dropped connection costs a part; the image is one PUT.
 */
export async function signUploads(
  storage: Storage,
  cfg: Config,
  files: UploadRequest[],
  title: string,
): Promise<(SignedUpload | MultipartAnswer)[] | null> {
  const signed: (SignedUpload | MultipartAnswer)[] = [];
  for (const file of files) {
    const ext = checkRequest(file);
    const contentType = ext === 'mp3' ? 'audio/mpeg' : file.type;
    const key = newMediaKey(title, ext);
    const multipart = file.field === 'audio' ? storage.multipart() : null;
    if (multipart) {
      signed.push(await startMultipart(multipart, cfg, key, contentType, file.size));
      continue;
    }
    const upload = await storage.presignUpload(key, contentType, UPLOAD_TOKEN_SECONDS);
    if (!upload) return null;
    const token = await signUploadToken(cfg, { key, field: file.field });
    signed.push({
      field: file.field,
      token,
      url: upload.url,
      method: 'PUT',
      headers: upload.headers,
    });
  }
  return signed;
}

async function leadingBytes(storage: Storage, key: string, count: number): Promise<Buffer> {
  const object = await storage.get(key, { start: 0, end: count - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks a file the browser put into storage; deletes it and throws when it does not pass.
 * `inUse` guards against a replayed token: a key the feed already uses is never touched.
 */
export async function checkDirectUpload(
  storage: Storage,
  cfg: Config,
  token: string,
  field: MediaKind,
  inUse: (key: string) => boolean,
): Promise<CheckedMedia> {
  const claims = await readUploadToken(cfg, token, field);
  const key = claims.key;
  if (inUse(key))
    throw new HttpError(
      400,
      `This ${field} upload was already used; please upload the file again.`,
    );
  await completeMultipart(storage, claims);
  const head = await storage.head(key);
  if (!head) throw new HttpError(400, `The ${field} file did not arrive; please upload it again.`);
  try {
    if (head.size > maxBytes(field)) {
      throw new HttpError(
        413,
        `The ${field} file is larger than the ${maxBytes(field) / 1024 / 1024} MB limit.`,
      );
    }
    const prefix = await leadingBytes(storage, key, Math.min(head.size, prefixBytes(field)));
    const verdict = inspect(field, prefix, true);
    if (!verdict || !key.endsWith(`.${verdict.ext}`)) {
      throw new HttpError(415, `The ${field} file's content does not match its declared type.`);
    }
    const checked: CheckedMedia = { key, contentType: verdict.contentType, size: head.size };
    if (field === 'audio') checked.duration = (await readAudioFacts(storage, key)).duration;
    return checked;
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}
