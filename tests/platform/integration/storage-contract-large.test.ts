/**
 * The storage contract (storage-contract.ts) for sermon-sized bodies: a 100 MB upload streamed
 * with flat memory, and uploads the browser sends straight to the backend.
 */
import { describe, expect, test } from 'vitest';
import type { Storage } from '../../../src/platform/server/storage/types.ts';
import { backends, useStorage, byteAt, generated, MB, text } from './storage-contract.ts';

describe.each(backends)('storage contract: $name', (backend) => {
  const { skip } = backend;
  let storage: Storage;
  useStorage(backend, (made) => (storage = made));

  test.skipIf(skip)(
    'streams a 100 MB upload in parts with flat memory',
    async () => {
      const total = 100 * MB;
      let loaded = 0;
      const source = generated(total, () => loaded);
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const put = await storage
        .put('big/sermon.mp3', source.body, {
          contentType: 'audio/mpeg',
          onProgress: (n) => (loaded = n),
        })
        .finally(() => clearInterval(sampler));
      const seconds = (performance.now() - started) / 1000;
      const grew = (peak - baseline) / MB;
      console.log(
        `100 MB upload: ${seconds.toFixed(2)} s; the body ran at most ${(source.ahead() / MB).toFixed(0)} MB ` +
          `ahead of the stored bytes; resident memory +${grew.toFixed(0)} MB`,
      );
      expect(put.size).toBe(total);
      expect(loaded).toBe(total);
      // memory stays flat when the source is read only as fast as bytes are stored
      expect(source.ahead()).toBeLessThan(32 * MB);
      expect(await storage.head('big/sermon.mp3')).toMatchObject({ size: total, etag: put.etag });
      const middle = 50 * MB - 7;
      const sample = await storage.get('big/sermon.mp3', { start: middle, end: middle + 99 });
      const bytes = Buffer.from(await text(sample), 'latin1');
      expect([...bytes]).toEqual(Array.from({ length: 100 }, (_, i) => byteAt(middle + i)));
      await storage.delete('big/sermon.mp3');
    },
    180_000,
  );

  test.skipIf(skip)('signs a direct upload where the backend can take one', async () => {
    const signed = await storage.presignUpload('direct/episode.mp3', 'audio/mpeg', 300);
    if (storage.constructor.name === 'FsStorage') {
      expect(signed).toBeNull();
      return;
    }
    expect(signed).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'audio/mpeg' } });
    expect(signed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 200_000);
    const response = await fetch(signed!.url, {
      method: 'PUT',
      headers: signed!.headers,
      body: 'ID3 straight from the browser',
    });
    expect(response.status).toBe(200);
    const got = await storage.get('direct/episode.mp3');
    expect(got.contentType).toBe('audio/mpeg');
    expect(await text(got)).toBe('ID3 straight from the browser');
  });
});
