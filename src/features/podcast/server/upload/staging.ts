/**
 * The commit of a direct upload. The browser put the file into staging/, which nobody can read
 * (tools/bucket/rules.ts); here the server checks the object itself (size, magic bytes via a
 * ranged get, image dimensions, audio duration) and only then copies it to its media/ key, which
 * is public. Every read of the check and the copy itself are pinned to the ETag first seen, so
 * what is published is the very bytes that were checked, or nothing. What it refuses is deleted from staging, so it never appears under media/.
 */
import type { StorageDeps } from '../../../../app/deps.ts';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import { PreconditionFailed, type Storage } from '../../../../platform/server/storage/types.ts';
import { readAudioFacts } from './audio.ts';
import { maxBytes } from './direct.ts';
import { inspect, prefixBytes, type MediaKind } from './inspect.ts';
import { publicKeyOf } from '../../../sermons/server/index.ts';
import { completePartUpload } from './parts.ts';
import type { CheckedMedia } from '../types.ts';
import { readUploadToken } from './token.ts';
import { readBytes } from '../../../../platform/server/storage/read.ts';

/**
 * The storage as seen by the check: every read must be of the version `etag` names (S3 sends the
 * ETag of the bytes it returns), so a file PUT again while it is checked fails the check.
 */
function pinned(storage: Storage, etag: string): Storage {
  const get: Storage['get'] = async (key, range) => {
    const object = await storage.get(key, range);
    if (object.etag === etag) return object;
    object.body.destroy();
    throw new PreconditionFailed(`"${key}" changed while it was checked`);
  };
  return new Proxy(storage, {
    get: (target, name) => {
      if (name === 'get') return get;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

const CHANGED = (field: MediaKind) =>
  new HttpError(409, `The ${field} file changed while it was checked; please upload it again.`);

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
  { storage, cfg }: StorageDeps,
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
  await completePartUpload({ storage }, claims); // an unfinished one stays, to be resumed
  const head = await storage.head(staged);
  if (!head) throw new HttpError(400, `The ${field} file did not arrive; please upload it again.`);
  let published: CheckedMedia;
  try {
    if (claims.size !== undefined && head.size !== claims.size)
      throw new HttpError(400, `The ${field} file that arrived is not the size it was declared.`);
    const checked = await checkStaged(pinned(storage, head.etag), staged, head.size, field);
    // the copy is of the checked version or nothing (docs/security.md, "Where each rule is enforced")
    const copy = await storage.copy(staged, key, {
      contentType: checked.contentType,
      ifMatch: head.etag,
    });
    // a one-part object's ETag is its MD5: the copy must carry the checked one (parts: the size)
    const sameBytes = head.etag.includes('-') || copy.etag === head.etag;
    if (copy.size !== head.size || !sameBytes) {
      await storage.delete(key);
      throw CHANGED(field);
    }
    published = { ...checked, key, size: copy.size };
  } catch (error) {
    await storage.delete(staged).catch(() => {});
    throw error instanceof PreconditionFailed ? CHANGED(field) : error;
  }
  await storage.delete(staged).catch((error: unknown) => {
    // the lifecycle rule on staging/ removes it within a day anyway
    console.error(`Could not delete the staged upload ${staged}:`, error);
  });
  return published;
}
