/**
 * Sermon audio as a part upload (what S3 calls a multipart upload) the browser sends part by part, so a bad connection
 * costs a part, not the file. The server starts it in staging/ and signs the first parts; the
 * browser asks for more as it goes (each URL lives PRESIGN_SECONDS); a reloaded page asks which
 * parts S3 already holds (ListParts) and goes on from there; Cancel aborts it; publishing
 * completes it, but only when every planned part arrived at its planned size.
 */
import { PART_BATCH, planParts } from '../../shared/upload-parts.ts';
import type {
  PartUploadAnswer,
  PartsAnswer,
  ResumeAnswer,
  SignedPart,
} from '../../shared/types.ts';
import type { Config } from '../../../../platform/server/config/types.ts';
import type { StorageDeps } from '../../../../app/deps.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import {
  NotFound,
  type PartUploads,
  type Storage,
  type UploadedPart,
} from '../../../../platform/server/storage/types.ts';
import { PRESIGN_SECONDS, readUploadToken, signUploadToken, type UploadClaims } from './token.ts';

function uploadsOf(storage: Storage): PartUploads {
  const uploads = storage.partUploads();
  if (!uploads) throw new HttpError(400, 'This storage takes uploads through the site instead.');
  return uploads;
}

async function signPartUrls(
  uploads: PartUploads,
  claims: Required<UploadClaims>,
  partNumbers: number[],
): Promise<SignedPart[]> {
  const plan = planParts(claims.size);
  return Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await uploads.signPart(
        claims.key,
        claims.uploadId,
        partNumber,
        claims.contentType,
        PRESIGN_SECONDS,
        plan[partNumber - 1]!.end - plan[partNumber - 1]!.start,
      ),
    })),
  );
}

/** Starts the upload of a file of `size` bytes to the staging key and signs its first parts. */
export async function startPartUpload(
  cfg: Config,
  uploads: PartUploads,
  key: string,
  contentType: string,
  size: number,
): Promise<PartUploadAnswer> {
  const uploadId = await uploads.create(key, contentType);
  const claims = { key, field: 'audio' as const, uploadId, size, contentType };
  const plan = planParts(size);
  return {
    field: 'audio',
    method: 'MULTIPART',
    token: await signUploadToken(cfg, claims),
    partSize: plan[0]!.end - plan[0]!.start || size,
    contentType,
    urlSeconds: PRESIGN_SECONDS,
    parts: await signPartUrls(
      uploads,
      claims,
      plan.slice(0, PART_BATCH).map((p) => p.partNumber),
    ),
  };
}

async function partUploadClaims(cfg: Config, token: unknown): Promise<Required<UploadClaims>> {
  const claims = await readUploadToken(cfg, token, 'audio');
  if (claims.uploadId === undefined || claims.size === undefined)
    throw new HttpError(400, 'That upload was not sent in parts; please upload the file again.');
  return { contentType: 'audio/mpeg', ...claims } as Required<UploadClaims>;
}

const GONE =
  'That upload is no longer on the server (unfinished uploads are cleared after a day); please upload the file again.';

/** The parts S3 holds of the upload, each of its planned size; `gone` is the status if none. */
async function wholeParts(
  uploads: PartUploads,
  claims: Required<UploadClaims>,
  gone: number,
): Promise<UploadedPart[]> {
  let held: UploadedPart[];
  try {
    held = await uploads.listParts(claims.key, claims.uploadId);
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(gone, GONE);
    throw error;
  }
  const sizes = new Map(planParts(claims.size).map((p) => [p.partNumber, p.end - p.start]));
  return held.filter((p) => sizes.get(p.partNumber) === p.size);
}

/** The parts S3 already holds, and fresh URLs for the first missing ones. */
export async function resumePartUpload(
  { storage, cfg }: StorageDeps,
  token: unknown,
): Promise<ResumeAnswer> {
  const uploads = uploadsOf(storage);
  const claims = await partUploadClaims(cfg, token);
  const done = (await wholeParts(uploads, claims, 410)).map((p) => p.partNumber);
  const missing = planParts(claims.size)
    .map((p) => p.partNumber)
    .filter((n) => !done.includes(n));
  return {
    done,
    contentType: claims.contentType,
    urlSeconds: PRESIGN_SECONDS,
    parts: await signPartUrls(uploads, claims, missing.slice(0, PART_BATCH)),
  };
}

/** Fresh URLs for up to PART_BATCH of the upload's planned parts (a long upload asks as it goes). */
export async function signMoreParts(
  { storage, cfg }: StorageDeps,
  token: unknown,
  partNumbers: unknown,
): Promise<PartsAnswer> {
  const uploads = uploadsOf(storage);
  const claims = await partUploadClaims(cfg, token);
  const count = planParts(claims.size).length;
  const valid =
    Array.isArray(partNumbers) &&
    partNumbers.length > 0 &&
    partNumbers.length <= PART_BATCH &&
    new Set(partNumbers).size === partNumbers.length &&
    partNumbers.every((n) => Number.isInteger(n) && n >= 1 && n <= count);
  if (!valid)
    throw new HttpError(400, `Ask for 1 to ${PART_BATCH} different parts, numbered 1 to ${count}.`);
  return {
    urlSeconds: PRESIGN_SECONDS,
    parts: await signPartUrls(uploads, claims, partNumbers as number[]),
  };
}

/** Cancel: drops the upload and every part S3 holds of it. */
export async function abortPartUpload(
  { storage, cfg }: StorageDeps,
  token: unknown,
): Promise<void> {
  const claims = await partUploadClaims(cfg, token);
  await uploadsOf(storage).abort(claims.key, claims.uploadId);
}

/**
 * Joins the parts into the object when every planned part arrived whole; otherwise a 400 that
 * leaves the parts in place, so the page can resume. Already joined (a retried publish) is fine.
 */
export async function completePartUpload(
  { storage }: Pick<StorageDeps, 'storage'>,
  claims: UploadClaims,
): Promise<void> {
  if (claims.uploadId === undefined || claims.size === undefined) return;
  if (await storage.head(claims.key)) return;
  const uploads = uploadsOf(storage);
  const held = await wholeParts(uploads, claims as Required<UploadClaims>, 400);
  const plan = planParts(claims.size);
  if (held.length !== plan.length) {
    throw new HttpError(
      400,
      `The audio upload is not finished (${held.length} of ${plan.length} parts arrived); publish again to resume it.`,
    );
  }
  await uploads.complete(claims.key, claims.uploadId, held);
}
