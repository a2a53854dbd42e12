/**
 * Direct uploads: a Netlify Function takes at most 6 MB, so in production the browser PUTs audio
 * and images straight into S3 through presigned URLs. The server makes a key in the private
 * staging/ prefix and signs a token naming it; each URL signs the Content-Type and the declared
 * Content-Length (a part's URL, that part's planned length) and lives
 * PRESIGN_SECONDS. On commit, staging.ts checks the object before it is published to media/.
 */
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '../../shared/input.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import type { StorageDeps } from '../../../../app/deps.ts';
import type { MediaKind } from './inspect.ts';
import { newStagingKey } from '../../../sermons/server/index.ts';
import { startPartUpload } from './parts.ts';
import { PRESIGN_SECONDS, signUploadToken } from './token.ts';
import type { PartUploadAnswer } from '../../shared/types.ts';

/** The largest file a direct upload of this kind may be. */
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
 * the browser sends the files in the form request itself. Audio goes up in parts (a
 * part upload, parts.ts), so a dropped connection costs a part; the image is one PUT.
 */
export async function signUploads(
  deps: StorageDeps,
  files: UploadRequest[],
  title: string,
): Promise<(SignedUpload | PartUploadAnswer)[] | null> {
  const { storage, cfg } = deps;
  const signed: (SignedUpload | PartUploadAnswer)[] = [];
  for (const file of files) {
    const ext = checkRequest(file);
    const contentType = ext === 'mp3' ? 'audio/mpeg' : file.type;
    const key = newStagingKey(title, ext, new Date(deps.clock.now()));
    const uploads = file.field === 'audio' ? storage.partUploads() : null;
    if (uploads) {
      signed.push(await startPartUpload(cfg, uploads, key, contentType, file.size));
      continue;
    }
    const upload = await storage.presignUpload(key, contentType, PRESIGN_SECONDS, file.size);
    if (!upload) return null;
    const claims = { key, field: file.field, contentType, size: file.size };
    const token = await signUploadToken(cfg, claims);
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
