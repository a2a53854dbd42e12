/**
 * Sermon audio as an S3 multipart upload the browser sends part by part (issue: uploads that
 * survive a bad connection). The server starts it and signs every part; a reloaded page asks
 * which parts S3 already holds (ListParts) and gets fresh URLs for the rest; Cancel aborts it;
 * publishing completes it, but only when every planned part arrived at its planned size.
 */
import { planParts } from '../../lib/upload-parts.ts';
import type { MultipartAnswer, ResumeAnswer } from '../../lib/podcast-types.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import {
  NotFound,
  type MultipartUploads,
  type Storage,
  type UploadedPart,
} from '../storage/types.ts';
import {
  readUploadToken,
  signUploadToken,
  UPLOAD_TOKEN_SECONDS,
  type UploadClaims,
} from './upload-token.ts';

function uploadsOf(storage: Storage): MultipartUploads {
  const multipart = storage.multipart();
  if (!multipart) throw new HttpError(400, 'This storage takes uploads through the site instead.');
  return multipart;
}

async function signParts(
  multipart: MultipartUploads,
  claims: Required<UploadClaims>,
  partNumbers: number[],
): Promise<{ partNumber: number; url: string }[]> {
  return Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await multipart.signPart(claims.key, claims.uploadId, partNumber, UPLOAD_TOKEN_SECONDS),
    })),
  );
}

/** Starts the upload of a file of `size` bytes to the key and signs all its parts. */
export async function startMultipart(
  multipart: MultipartUploads,
  cfg: Config,
  key: string,
  contentType: string,
  size: number,
): Promise<MultipartAnswer> {
  const uploadId = await multipart.create(key, contentType);
  const claims = { key, field: 'audio' as const, uploadId, size };
  const plan = planParts(size);
  return {
    field: 'audio',
    method: 'MULTIPART',
    token: await signUploadToken(cfg, claims),
    partSize: plan[0]!.end - plan[0]!.start || size,
    parts: await signParts(
      multipart,
      claims,
      plan.map((p) => p.partNumber),
    ),
  };
}

async function multipartClaims(cfg: Config, token: unknown): Promise<Required<UploadClaims>> {
  const claims = await readUploadToken(cfg, token, 'audio');
  if (claims.uploadId === undefined || claims.size === undefined)
    throw new HttpError(400, 'That upload was not sent in parts; please upload the file again.');
  return claims as Required<UploadClaims>;
}

const GONE =
  'That upload is no longer on the server (unfinished uploads are cleared after a day); please upload the file again.';

/** The parts S3 holds of the upload, each of its planned size; `gone` is the status if none. */
async function wholeParts(
  multipart: MultipartUploads,
  claims: Required<UploadClaims>,
  gone: number,
): Promise<UploadedPart[]> {
  let held: UploadedPart[];
  try {
    held = await multipart.listParts(claims.key, claims.uploadId);
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(gone, GONE);
    throw error;
  }
  const sizes = new Map(planParts(claims.size).map((p) => [p.partNumber, p.end - p.start]));
  return held.filter((p) => sizes.get(p.partNumber) === p.size);
}

/** The parts S3 already holds, and fresh URLs for the missing ones. */
export async function resumeMultipart(
  storage: Storage,
  cfg: Config,
  token: unknown,
): Promise<ResumeAnswer> {
  const multipart = uploadsOf(storage);
  const claims = await multipartClaims(cfg, token);
  const done = (await wholeParts(multipart, claims, 410)).map((p) => p.partNumber);
  const missing = planParts(claims.size)
    .map((p) => p.partNumber)
    .filter((n) => !done.includes(n));
  return { done, parts: await signParts(multipart, claims, missing) };
}

/** Cancel: drops the upload and every part S3 holds of it. */
export async function abortMultipart(storage: Storage, cfg: Config, token: unknown): Promise<void> {
  const claims = await multipartClaims(cfg, token);
  await uploadsOf(storage).abort(claims.key, claims.uploadId);
}

/**
 * Joins the parts into the object when every planned part arrived whole; otherwise a 400 that
 * leaves the parts in place, so the page can resume. Already joined (a retried publish) is fine.
 */
export async function completeMultipart(storage: Storage, claims: UploadClaims): Promise<void> {
  if (claims.uploadId === undefined || claims.size === undefined) return;
  if (await storage.head(claims.key)) return;
  const multipart = uploadsOf(storage);
  const held = await wholeParts(multipart, claims as Required<UploadClaims>, 400);
  const plan = planParts(claims.size);
  if (held.length !== plan.length) {
    throw new HttpError(
      400,
      `The audio upload is not finished (${held.length} of ${plan.length} parts arrived); publish again to resume it.`,
    );
  }
  await multipart.complete(claims.key, claims.uploadId, held);
}
