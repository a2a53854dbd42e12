/**
 * The commit of a direct upload publishes the very bytes it checked, or nothing
 * (docs/security.md, "Where each rule is enforced"): the staged object is replaced at the worst moments, right
 * after the check read it and right before, on the real radosgw and on file storage. The
 * replacement never reaches media/; the commit fails with a clear 409 instead.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Config } from '../../../../src/platform/server/config/index.ts';
import { HttpError } from '../../../../src/platform/server/http/errors.ts';
import { newStagingKey, publicKeyOf } from '../../../../src/features/sermons/server/media-keys.ts';
import { publishStaged } from '../../../../src/features/podcast/server/upload/staging.ts';
import { signUploadToken } from '../../../../src/features/podcast/server/upload/token.ts';
import { createStorage, type Storage } from '../../../../src/platform/server/storage/index.ts';
import { picture } from '../../../helpers/podcast-fixtures.ts';
import { s3Bucket } from '../../../helpers/s3-bucket.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

const s3 = inject('s3');
const cfg = { sessionSecret: new TextEncoder().encode('pinned-upload-tests-0123456789abcdef') };
let good: Buffer;
let evil: Buffer;
let dir: string;

beforeAll(async () => {
  good = await picture('png', 1400);
  // the same length, so a URL that signs the length would take it too
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  evil = Buffer.concat([html, Buffer.alloc(good.length - html.length, 32)]);
  dir = await mkdtemp(join(tmpdir(), 'dcc-pinned-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The storage, with `swap` run once around the check's first read of `key`. */
function swapping(storage: Storage, key: string, when: 'before' | 'after'): Storage {
  let done = false;
  const swap = async () => {
    done = true;
    await storage.put(key, evil, { contentType: 'image/png' });
  };
  return new Proxy(storage, {
    get: (target, name) => {
      if (name === 'get')
        return async (...args: Parameters<Storage['get']>) => {
          if (!done && args[0] === key && when === 'before') await swap();
          const result = await target.get(...args);
          if (!done && args[0] === key) await swap();
          return result;
        };
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

async function attempt(storage: Storage, when: 'before' | 'after') {
  const staged = newStagingKey('Pinned', 'png', new Date());
  await storage.put(staged, good, { contentType: 'image/png' });
  const claims = { key: staged, field: 'image' as const, size: good.length };
  const token = await signUploadToken(cfg as Config, claims);
  const attacked = swapping(storage, staged, when);
  const outcome = await publishStaged(
    { storage: attacked, cfg: cfg as Config, clock: systemClock },
    token,
    'image',
    () => false,
  ).then(
    () => null,
    (error: unknown) => error,
  );
  return { outcome, media: publicKeyOf(staged)!, staged };
}

const stores: [string, () => Promise<Storage>][] = [
  ['file storage', () => Promise.resolve(createStorage({ kind: 'fs', dir }))],
];
if (s3) stores.push(['S3 (radosgw)', async () => createStorage(await s3Bucket(s3, 'pinned'))]);

describe.each(stores)('a staged upload replaced during its check, on %s', (_name, open) => {
  for (const when of ['after', 'before'] as const) {
    test(`replaced ${when} the check reads it: 409, nothing in media/, staging cleared`, async () => {
      const storage = await open();
      const { outcome, media, staged } = await attempt(storage, when);
      expect(outcome).toBeInstanceOf(HttpError);
      expect((outcome as HttpError).status).toBe(409);
      expect((outcome as HttpError).message).toMatch(/changed while it was checked/);
      expect(await storage.head(media)).toBeNull();
      expect(await storage.head(staged)).toBeNull();
    });
  }

  test('left alone, the checked bytes are what is published', async () => {
    const storage = await open();
    const staged = newStagingKey('Pinned', 'png', new Date());
    await storage.put(staged, good, { contentType: 'image/png' });
    const token = await signUploadToken(cfg as Config, {
      key: staged,
      field: 'image',
      size: good.length,
    });
    const published = await publishStaged(
      { storage, cfg: cfg as Config, clock: systemClock },
      token,
      'image',
      () => false,
    );
    expect(published).toMatchObject({ contentType: 'image/png', size: good.length });
    const body = await buffer((await storage.get(published.key)).body);
    expect(body.equals(good)).toBe(true);
  });
});
