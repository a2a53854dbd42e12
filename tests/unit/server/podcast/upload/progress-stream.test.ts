import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  MAX_STREAM_MS,
  MAX_STREAMS,
  openStreams,
  progressStream,
  requestedMaxMs,
} from '../../../../../src/server/podcast/upload/progress-stream.ts';
import { createStorage } from '../../../../../src/server/storage/index.ts';

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
    const controllers = [new AbortController(), new AbortController()];
    for (const c of controllers) progressStream(request('dcc_session=a', c.signal), storage);
    expect(() => progressStream(request('dcc_session=a'), storage)).toThrow(
      expect.objectContaining({ status: 429 }),
    );
    const other = new AbortController();
    progressStream(request('dcc_session=b', other.signal), storage);
    expect(openStreams()).toBe(3);
    controllers[0]!.abort();
    other.abort();
    expect(openStreams()).toBe(1);
    const again = new AbortController();
    progressStream(request('dcc_session=a', again.signal), storage);
    again.abort();
    controllers[1]!.abort();
    expect(openStreams()).toBe(0);
  });

  test('lasts ten minutes at most, whatever the request asks', () => {
    expect(MAX_STREAM_MS).toBe(600_000);
    expect(requestedMaxMs(new Request('http://x/api/sse'))).toBe(600_000);
    expect(requestedMaxMs(new Request('http://x/api/sse?maxSeconds=2'))).toBe(2000);
    expect(requestedMaxMs(new Request('http://x/api/sse?maxSeconds=99999'))).toBe(600_000);
    expect(requestedMaxMs(new Request('http://x/api/sse?maxSeconds=x'))).toBe(600_000);
  });
});
