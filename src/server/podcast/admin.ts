/** The admin page's helpers: its settings, and signing of direct uploads from a JSON body. */
import type {
  PartsAnswer,
  PodcastAdminInfo,
  ResumeAnswer,
  SignAnswer,
  SignRequestBody,
} from '../../lib/podcast/types.ts';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '../../lib/podcast/input.ts';
import type { Config } from '../config/index.ts';
import { readJsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/types.ts';
import { signUploads, type UploadRequest } from './upload/direct.ts';
import { abortPartUpload, resumePartUpload, signMoreParts } from './upload/parts.ts';
import { sweepOrphans } from './upload/sweep.ts';

/** GET /api/podcast. */
export function adminInfo(cfg: Config): PodcastAdminInfo {
  return {
    mediaPublicUrl: cfg.mediaPublicUrl,
    maxAudioBytes: MAX_AUDIO_BYTES,
    maxImageBytes: MAX_IMAGE_BYTES,
    storage: cfg.storage.kind === 'fs' && cfg.storage.perInstance ? 'instance' : 'lasting',
  };
}

function parseBody(body: unknown): SignRequestBody {
  const value = body as Partial<SignRequestBody> | null;
  const files = Array.isArray(value?.files) ? value.files : null;
  if (!files || files.length === 0 || files.length > 2) {
    throw new HttpError(400, 'Say which files to upload: an audio file, an image, or both.');
  }
  const fields = files.map((f) => f?.field);
  if (
    new Set(fields).size !== fields.length ||
    fields.some((f) => f !== 'audio' && f !== 'image')
  ) {
    throw new HttpError(400, 'Each file must be the audio or the image, once.');
  }
  return { title: typeof value?.title === 'string' ? value.title : '', files };
}

/** An upload request names at most two files: a few hundred bytes; a resume token, a few more. */
const MAX_JSON_BYTES = 16 * 1024;

function jsonBody(req: Request): Promise<unknown> {
  return readJsonBody(req, MAX_JSON_BYTES, 'The upload request');
}

/**
 * POST /api/podcast-uploads: presigned uploads, or `direct: false` for storage that cannot sign;
 * `{ resume: token }` asks which parts of an unfinished upload S3 holds; `{ sign: token, parts }`
 * asks for fresh URLs for some of its parts.
 */
export async function signRequest(
  storage: Storage,
  cfg: Config,
  req: Request,
): Promise<SignAnswer | ResumeAnswer | PartsAnswer> {
  const body = await jsonBody(req);
  const { resume, sign, parts } = (body ?? {}) as {
    resume?: unknown;
    sign?: unknown;
    parts?: unknown;
  };
  if (resume !== undefined) return resumePartUpload(storage, cfg, resume);
  if (sign !== undefined) return signMoreParts(storage, cfg, sign, parts);
  const { title, files } = parseBody(body);
  const requests: UploadRequest[] = files.map((f) => ({
    field: f.field,
    size: Number(f.size),
    type: String(f.type ?? ''),
  }));
  const uploads = await signUploads(storage, cfg, requests, title);
  if (uploads) {
    // each direct upload is a chance to clear out the ones abandoned before it
    await sweepOrphans(storage, cfg).catch((error: unknown) =>
      console.error('Sweeping abandoned uploads failed:', error),
    );
  }
  return uploads ? { direct: true, uploads } : { direct: false, uploads: [] };
}

/** DELETE /api/podcast-uploads `{ token }`: Cancel, the unfinished upload dropped from S3. */
export async function abortRequest(storage: Storage, cfg: Config, req: Request): Promise<void> {
  const body = await jsonBody(req);
  await abortPartUpload(storage, cfg, (body as { token?: unknown } | null)?.token);
}
