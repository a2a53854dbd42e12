/**
 * The commit of a direct upload. The browser put the file into staging/, which nobody can read
 * (tools/bucket/rules.ts); here the server checks the object itself (size, magic bytes via a
 * ranged get, image dimensions, audio duration) and only then copies it to its media/ key, which
 * is public. What it refuses is deleted from staging, so it never appears under media/.
 */
import type { Config } from '../../config/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Storage } from '../../storage/types.ts';
import { readAudioFacts } from './audio.ts';
import { maxBytes } from './direct.ts';
import { inspect, prefixBytes, type MediaKind } from './inspect.ts';
import { publicKeyOf } from '../media-keys.ts';
import { completePartUpload } from './parts.ts';
import type { CheckedMedia } from '../service.ts';
import { readUploadToken } from './token.ts';
import { readBytes } from '../../storage/read.ts';

async function leadingBytes(storage: Storage, key: string, count: number): Promise<Buffer> {
  return (await readBytes(storage, key, { start: 0, end: count - 1 })).bytes;
}

/** The checked facts of a staged object; throws the HttpError that names what is wrong. */
async function checkStaged(
  storage: Storage,
  staged: string,
  size: number,
  field: MediaKind,
): Promise<Omit<CheckedMedia, 'key'>> {
  if (size > maxBytes(field)) {
    throw new HttpError(
      413,
      `The ${field} file is larger than the ${maxBytes(field) / 1024 / 1024} MB limit.`,
    );
  }
  if (size === 0) throw new HttpError(400, `The ${field} file is empty.`);
  const prefix = await leadingBytes(storage, staged, Math.min(size, prefixBytes(field)));
  const verdict = inspect(field, prefix, true);
  if (!verdict || !staged.endsWith(`.${verdict.ext}`)) {
    throw new HttpError(415, `The ${field} file's content does not match its declared type.`);
  }
  const checked: Omit<CheckedMedia, 'key'> = { contentType: verdict.contentType, size };
  if (field === 'audio') checked.duration = (await readAudioFacts(storage, staged)).duration;
  return checked;
}

/**
 * Checks the file a token names and publishes it to media/; deletes the staged object and
 * throws when it does not pass. `inUse` guards against a replayed token: a key the feed
 * already uses is never touched.
 */
export async function publishStaged(
  storage: Storage,
  cfg: Config,
  token: string,
  field: MediaKind,
  inUse: (key: string) => boolean,
): Promise<CheckedMedia> {
  const claims = await readUploadToken(cfg, token, field);
  const staged = claims.key;
  const key = publicKeyOf(staged)!; // readUploadToken takes staging keys only
  if (inUse(key) || (await storage.head(key)))
    throw new HttpError(
      400,
      `This ${field} upload was already used; please upload the file again.`,
    );
  await completePartUpload(storage, claims); // an unfinished one stays, to be resumed
  const head = await storage.head(staged);
  if (!head) throw new HttpError(400, `The ${field} file did not arrive; please upload it again.`);
  let published: CheckedMedia;
  try {
    const checked = await checkStaged(storage, staged, head.size, field);
    const copy = await storage.copy(staged, key, { contentType: checked.contentType });
    published = { ...checked, key, size: copy.size };
  } catch (error) {
    await storage.delete(staged).catch(() => {});
    throw error;
  }
  await storage.delete(staged).catch((error: unknown) => {
    // the lifecycle rule on staging/ removes it within a day anyway
    console.error(`Could not delete the staged upload ${staged}:`, error);
  });
  return published;
}
