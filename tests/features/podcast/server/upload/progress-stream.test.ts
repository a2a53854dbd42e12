import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { systemClock } from '../../../../../src/platform/shared/clock.ts';
import {
  MAX_STREAM_MS,
  MAX_STREAMS,
  progressStream,
  requestedMaxMs,
} from '../../../../../src/features/podcast/server/upload/progress-stream.ts';
import { createStorage } from '../../../../../src/platform/server/storage/index.ts';

describe('progressStream', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-progress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const request = (cookie: string, signal?: AbortSignal) =>
    new Request('http://x/api/sse', { headers: { cookie }, ...(signal ? { signal } : {}) });

  test(`opens ${MAX_STREAMS} streams per session and refuses the next with 429 until one ends`, () => {
    const storage = createStorage({ kind: 'fs', dir });
    const open = (cookie: string) => {
      const controller = new AbortController();
      progressStream({ storage, clock: systemClock }, request(cookie, controller.signal));
      return controller;
    };
    const refused = (cookie: string) =>
      expect(() => progressStream({ storage, clock: systemClock }, request(cookie))).toThrow(
        expect.objectContaining({ status: 429 }),
      );
    const [first, second] = [open('dcc_session=a'), open('dcc_session=a')];
    refused('dcc_session=a');
    // another session has streams of its own
    const other = [open('dcc_session=b'), open('dcc_session=b')];
    refused('dcc_session=b');
    // a stream that ends frees its place, and only its own
    first.abort();
    const again = open('dcc_session=a');
    refused('dcc_session=a');
    // every stream ended: the session may open its full count again
    for (const c of [again, second, ...other]) c.abort();
    const fresh = [open('dcc_session=a'), open('dcc_session=a')];
    refused('dcc_session=a');
    for (const c of fresh) c.abort();
    open('dcc_session=b').abort();
  });

  test('lasts ten minutes at most, whatever the request asks', () => {
    expect(MAX_STREAM_MS).toBe(600_000);
    expect(requestedMaxMs(new Request('http://x/api/sse'))).toBe(600_000);
    expect(requestedMaxMs(new Request('http://x/api/sse?maxSeconds=2'))).toBe(2000);
    expect(requestedMaxMs(new Request('http://x/api/sse?maxSeconds=99999'))).toBe(600_000);
    expect(requestedMaxMs(new Request('http://x/api/sse?maxSeconds=x'))).toBe(600_000);
  });
});
