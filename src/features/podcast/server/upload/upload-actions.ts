/**
 * The upload actions of /api/podcast-uploads/{action}: start (sign the uploads), parts (sign more
 * part URLs), resume and abort, each reading its own body (action-bodies.ts).
 */
import type * as z from '../../../../platform/shared/vendor/zod-mini.mjs';
import type { PartsAnswer, ResumeAnswer, SignAnswer } from '../../shared/types.ts';
import type { StorageDeps } from '../../../../app/deps.ts';
import { bodyRefused, readJsonBody } from '../../../../platform/server/http/body.ts';
import { partsBody, startBody, tokenBody } from './action-bodies.ts';
import { signUploads } from './direct.ts';
import { abortPartUpload, resumePartUpload, signMoreParts } from './parts.ts';
import { sweepOrphans } from './sweep.ts';

/** An upload request names at most two files: a few hundred bytes; a resume token, a few more. */
const MAX_JSON_BYTES = 16 * 1024;

/** The action's body; 413 past the cap, 400 naming the field when it is not the action's shape. */
async function readBody<T>(req: Request, schema: z.ZodMiniType<T>): Promise<T> {
  const read = await readJsonBody(req, MAX_JSON_BYTES, schema, { what: 'The upload request' });
  if (!read.ok) throw bodyRefused(read);
  return read.value;
}

/** POST /api/podcast-uploads/start: presigned uploads, or `direct: false` for storage that cannot sign. */
export async function startUploads(deps: StorageDeps, req: Request): Promise<SignAnswer> {
  const { title, files } = await readBody(req, startBody);
  const uploads = await signUploads(deps, files, title);
  if (uploads) {
    // each direct upload is a chance to clear out the ones abandoned before it
    await sweepOrphans(deps).catch((error: unknown) =>
      console.error('Sweeping abandoned uploads failed:', error),
    );
  }
  return uploads ? { direct: true, uploads } : { direct: false, uploads: [] };
}

/** POST /api/podcast-uploads/parts `{ token, parts }`: fresh URLs for some parts of an upload. */
export async function signParts(deps: StorageDeps, req: Request): Promise<PartsAnswer> {
  const { token, parts } = await readBody(req, partsBody);
  return signMoreParts(deps, token, parts);
}

/** POST /api/podcast-uploads/resume `{ token }`: which parts S3 holds, URLs for the rest. */
export async function resumeUpload(deps: StorageDeps, req: Request): Promise<ResumeAnswer> {
  const { token } = await readBody(req, tokenBody);
  return resumePartUpload(deps, token);
}

/** POST /api/podcast-uploads/abort `{ token }`: Cancel, the unfinished upload dropped from S3. */
export async function abortUpload(deps: StorageDeps, req: Request): Promise<void> {
  const { token } = await readBody(req, tokenBody);
  await abortPartUpload(deps, token);
}
