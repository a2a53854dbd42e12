/**
 * Sermon audio sent in parts (src/features/podcast/server/upload/parts.ts): what is signed at the
 * start, what a resumed page is told, which part numbers may be asked for, and when publishing
 * may join the parts. S3's part uploads are faked in memory; the rest is file storage.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  abortPartUpload,
  completePartUpload,
  resumePartUpload,
  signMoreParts,
  startPartUpload,
} from '../../../../../src/features/podcast/server/upload/parts.ts';
import { PART_BATCH, planParts } from '../../../../../src/features/podcast/shared/upload-parts.ts';
import {
  NotFound,
  type PartUploads,
  type UploadedPart,
} from '../../../../../src/platform/server/storage/types.ts';
import type { StorageDeps } from '../../../../../src/app/deps.ts';
import { feedStorage, type FeedStorage } from '../../../../helpers/feed-storage.ts';
import { systemClock } from '../../../../../src/platform/shared/clock.ts';

const MB = 1024 * 1024;
const SIZE = 40 * MB; // three planned parts of 16, 16 and 8 MB
// a staging key as newStagingKey makes one (the token names no other)
const KEY = 'staging/2026/0b6e5a1c-2f4d-4c8e-9a7b-3d2e1f0a9b8c-grace.mp3';

/** S3's part uploads in memory: the parts that "arrived" are set by the test. */
function memoryUploads() {
  const held = new Map<string, UploadedPart[]>();
  const completed: string[] = [];
  const uploads: PartUploads = {
    create: () => {
      held.set('u1', []);
      return Promise.resolve('u1');
    },
    signPart: (key, id, part, _type, seconds, length) =>
      Promise.resolve(`https://s3.test/${key}?id=${id}&part=${part}&len=${length}&exp=${seconds}`),
    listParts: (_key, id) =>
      held.has(id) ? Promise.resolve(held.get(id)!) : Promise.reject(new NotFound(KEY)),
    complete: (key) => {
      completed.push(key);
      return Promise.resolve();
    },
    abort: (_key, id) => {
      held.delete(id);
      return Promise.resolve();
    },
  };
  return { uploads, held, completed };
}

let files: FeedStorage;
let s3: ReturnType<typeof memoryUploads>;
let deps: StorageDeps;

beforeEach(async () => {
  files = await feedStorage();
  s3 = memoryUploads();
  // the file storage, with S3's part uploads (the file storage has none)
  const storage = new Proxy(files.storage, {
    get: (target, name) =>
      name === 'partUploads'
        ? () => s3.uploads
        : (Reflect.get(target, name) as (...a: unknown[]) => unknown).bind(target),
  });
  deps = { cfg: files.cfg, storage, clock: systemClock };
});
afterEach(() => files.remove());

const start = () => startPartUpload(deps.cfg, s3.uploads, KEY, 'audio/mpeg', SIZE);
/** Marks these planned parts as arrived whole. */
function arrived(...numbers: number[]): void {
  const plan = planParts(SIZE);
  s3.held.set(
    'u1',
    numbers.map((n) => ({
      partNumber: n,
      etag: `e${n}`,
      size: plan[n - 1]!.end - plan[n - 1]!.start,
    })),
  );
}

describe('startPartUpload', () => {
  test('signs the planned parts, each for its own length', async () => {
    const answer = await start();
    expect(answer).toMatchObject({ method: 'MULTIPART', partSize: 16 * MB, field: 'audio' });
    expect(answer.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);
    expect(answer.parts[2]!.url).toContain(`len=${8 * MB}`);
  });
});

describe('resumePartUpload', () => {
  test('tells the parts held whole and signs only the missing ones', async () => {
    const { token } = await start();
    arrived(1, 3);
    s3.held.get('u1')!.push({ partNumber: 2, etag: 'short', size: MB }); // cut short: not done
    const answer = await resumePartUpload(deps, token);
    expect(answer.done).toEqual([1, 3]);
    expect(answer.parts.map((p) => p.partNumber)).toEqual([2]);
  });

  test('answers 410 for an upload S3 no longer has', async () => {
    const { token } = await start();
    s3.held.clear();
    await expect(resumePartUpload(deps, token)).rejects.toMatchObject({ status: 410 });
  });

  test('refuses a token that is not an upload token', async () => {
    await expect(resumePartUpload(deps, 'forged')).rejects.toMatchObject({ status: 400 });
  });
});

describe('signMoreParts', () => {
  test('signs the parts asked for', async () => {
    const { token } = await start();
    const answer = await signMoreParts(deps, token, [3, 1]);
    expect(answer.parts.map((p) => p.partNumber)).toEqual([3, 1]);
  });

  test.each([
    ['no parts', []],
    ['a part past the plan', [4]],
    ['a part twice', [1, 1]],
    ['a part that is no number', ['1']],
    ['more than a batch', Array.from({ length: PART_BATCH + 1 }, () => 1)],
  ])('refuses %s', async (_name, parts) => {
    const { token } = await start();
    await expect(signMoreParts(deps, token, parts)).rejects.toMatchObject({ status: 400 });
  });
});

describe('completePartUpload', () => {
  const claims = { key: KEY, field: 'audio' as const, uploadId: 'u1', size: SIZE };

  test('joins the parts once every planned part arrived whole', async () => {
    await start();
    arrived(1, 2, 3);
    await completePartUpload(deps, claims);
    expect(s3.completed).toEqual([KEY]);
  });

  test('refuses while a part is missing, leaving the parts to resume', async () => {
    await start();
    arrived(1, 3);
    await expect(completePartUpload(deps, claims)).rejects.toThrow(/2 of 3 parts arrived/);
    expect(s3.completed).toEqual([]);
    expect(s3.held.get('u1')).toHaveLength(2);
  });

  test('is done already when the object is stored (a retried publish)', async () => {
    await deps.storage.put(KEY, 'joined', { contentType: 'audio/mpeg' });
    await completePartUpload(deps, claims);
    expect(s3.completed).toEqual([]);
  });
});

describe('abortPartUpload', () => {
  test('drops the upload and its parts', async () => {
    const { token } = await start();
    arrived(1);
    await abortPartUpload(deps, token);
    expect(s3.held.has('u1')).toBe(false);
  });
});
