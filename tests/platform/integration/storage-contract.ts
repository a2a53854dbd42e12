/**
 * What the storage contract suites (storage-contract*.test.ts) share: the two backends every test
 * runs against, the file-system storage and a real S3 server (Ceph radosgw from
 * tests/helpers/s3.ts; under CI the S3 run never skips), and bodies that arrive slowly or large.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { createStorage } from '../../../src/platform/server/storage/index.ts';
import type { GetResult, Storage } from '../../../src/platform/server/storage/types.ts';
import { s3Bucket } from '../../helpers/s3-bucket.ts';
import { S3_SKIP_REASON } from '../../helpers/s3.ts';

const s3 = inject('s3');
export const MB = 1024 * 1024;
export const plain = { contentType: 'text/plain' };

export interface Backend {
  name: string;
  skip: boolean;
  make: () => Promise<{ storage: Storage; cleanup: () => Promise<void> }>;
}

/** Gives a suite its storage on a backend: made before its tests, cleaned up after them. */
export function useStorage({ skip, make }: Backend, received: (storage: Storage) => void): void {
  let cleanup = () => Promise.resolve();
  beforeAll(async () => {
    if (skip) return;
    const made = await make();
    received(made.storage);
    cleanup = made.cleanup;
  });
  afterAll(() => cleanup());
}

export const backends: Backend[] = [
  {
    name: 'fs',
    skip: false,
    async make() {
      const dir = await mkdtemp(join(tmpdir(), 'dcc-storage-'));
      return {
        storage: createStorage({ kind: 'fs', dir }),
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: s3 ? 's3' : `s3 (${S3_SKIP_REASON})`,
    skip: !s3,
    async make() {
      const storage = createStorage(await s3Bucket(s3!, 'contract'));
      return { storage, cleanup: () => Promise.resolve() };
    },
  },
];

export async function text(result: GetResult): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of result.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

/** A body that arrives in pieces with pauses, like an upload over a slow network. */
export function slowly(content: string, pieces: number, pauseMs: number, failAt = -1): Readable {
  const size = Math.ceil(content.length / pieces);
  return Readable.from(
    (async function* () {
      for (let i = 0; i < pieces; i++) {
        if (i === failAt) throw new Error('connection reset');
        await sleep(pauseMs);
        yield Buffer.from(content.slice(i * size, (i + 1) * size), 'latin1');
      }
    })(),
  );
}

/** The byte at offset `o` of the generated 100 MB body. */
export const byteAt = (o: number) => o % 251;

/** A generated body of `total` bytes; `ahead()` tells how far it ran ahead of `written()`. */
export function generated(total: number, written: () => number) {
  const base = Buffer.alloc(MB + 251);
  for (let i = 0; i < base.length; i++) base[i] = byteAt(i);
  let lead = 0;
  const body = Readable.from(
    (function* () {
      for (let offset = 0; offset < total; offset += MB) {
        const shift = offset % 251;
        lead = Math.max(lead, offset - written());
        yield Buffer.from(base.subarray(shift, shift + Math.min(MB, total - offset)));
      }
    })(),
  );
  return { body, ahead: () => lead };
}
