/**
 * Attachment URLs (src/features/portal/browser/stores/attachments.ts): every call asks the server afresh with the
 * attachment's ids, and answers the signed URL the server sent.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  attachmentUrl,
  worshipAudioUrl,
} from '../../../../../src/features/portal/browser/stores/attachments.ts';

let sent: { url: string; method: string | undefined; body: unknown }[];
beforeEach(() => {
  sent = [];
  let n = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method, body: JSON.parse(init.body as string) });
    n++;
    return Promise.resolve(
      Response.json({ data: { attributes: { attachment_url: `https://signed/${n}` } } }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

test('a plan file: POST /api/plans/attachment with its ids, answered with the signed URL', async () => {
  const request = {
    path: '/api/plans/attachment',
    body: { planId: 'p', attachmentId: 'a' },
  } as const;
  expect(await attachmentUrl(request)).toBe('https://signed/1');
  expect(sent).toEqual([{ url: '/api/plans/attachment', method: 'POST', body: request.body }]);
});

test('a worship sample: POST /api/attachment with its media id, asked again on every call', async () => {
  expect(await worshipAudioUrl('m', 'a')).toBe('https://signed/1');
  expect(await worshipAudioUrl('m', 'a')).toBe('https://signed/2');
  const body = { mediaId: 'm', attachmentId: 'a' };
  expect(sent).toEqual([
    { url: '/api/attachment', method: 'POST', body },
    { url: '/api/attachment', method: 'POST', body },
  ]);
});
