/**
 * The unfinished-upload store (src/features/podcast/browser/stores/unfinished-upload.ts): while the note listens
 * it holds what this browser remembers, follows changes from this page and from other tabs, and
 * Discard empties it and asks the server to abort the upload.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  forgetUpload,
  rememberUpload,
} from '../../../../../src/features/podcast/browser/pipeline/upload/remembered.ts';
import {
  $unfinishedUpload,
  discardUnfinished,
} from '../../../../../src/features/podcast/browser/stores/unfinished-upload.ts';

const file = new File(['x'.repeat(10)], 'sermon.mp3', { lastModified: 1 });
let stored: Map<string, string>;
let posted: [string, RequestInit][];

beforeEach(() => {
  vi.useFakeTimers(); // a store unmounts a moment after its last listener leaves
  stored = new Map();
  posted = [];
  const page = new EventTarget();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
  vi.stubGlobal('dispatchEvent', page.dispatchEvent.bind(page));
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    posted.push([url, init]);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('holds the remembered upload while listened to, and follows changes', () => {
  rememberUpload(file, 'token-1');
  const seen: (string | undefined)[] = [];
  const stop = $unfinishedUpload.subscribe((record) => seen.push(record?.token));
  expect($unfinishedUpload.get()).toMatchObject({ name: 'sermon.mp3', size: 10, token: 'token-1' });
  rememberUpload(file, 'token-2');
  forgetUpload();
  expect(seen).toEqual(['token-1', 'token-2', undefined]);
  // another tab's change arrives as a storage event
  stored.set('dcc-podcast-unfinished-upload', JSON.stringify({ token: 'tab', name: 'a.mp3' }));
  dispatchEvent(new Event('storage'));
  expect($unfinishedUpload.get()?.token).toBe('tab');
  stop();
});

test('Discard forgets the upload and asks the server to abort it', async () => {
  rememberUpload(file, 'token-3');
  const stop = $unfinishedUpload.listen(() => undefined);
  await discardUnfinished('token-3');
  expect($unfinishedUpload.get()).toBeNull();
  expect(posted).toHaveLength(1);
  expect(posted[0]![0]).toBe('/api/podcast-uploads/abort');
  expect(posted[0]![1]).toMatchObject({ method: 'POST', body: '{"token":"token-3"}' });
  stop();
});
