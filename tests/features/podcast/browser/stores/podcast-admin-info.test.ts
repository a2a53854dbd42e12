/**
 * The podcast admin's view of the server (src/features/podcast/browser/stores/podcast-admin-info.ts): the media
 * prefix and storage kind from GET /api/podcast, the defaults until then, and the last answer
 * kept (with the failure logged) when the server cannot be asked.
 */
import { afterEach, expect, test, vi } from 'vitest';
import {
  $podcastAdminAnswered,
  $podcastAdminInfo,
  loadPodcastAdminInfo,
} from '../../../../../src/features/podcast/browser/stores/podcast-admin-info.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('starts from /media/ and lasting storage, not yet answered: the form waits for the answer', () => {
  expect($podcastAdminAnswered.get()).toBe(false);
  expect($podcastAdminInfo.get()).toEqual({
    mediaPublicUrl: '/media/',
    storage: 'lasting',
    loginWarnings: [],
    codeFaults: [],
    unset: [],
  });
});

test("keeps the server's media prefix, storage kind, login warnings, code faults and unset ids, and nothing else", async () => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(
      Response.json({
        mediaPublicUrl: 'https://media.example/',
        storage: 'instance',
        maxAudioBytes: 1,
        maxImageBytes: 1,
        loginWarnings: [{ area: 'directory', ceiling: 100 }],
        codeFaults: [{ answer: 'signups', message: 'TypeError: x', when: 'Dec 6, 2026, 10:00PM' }],
        unset: ['PCO_CALENDAR_TAG_YOUTH'],
      }),
    );
  });
  await loadPodcastAdminInfo();
  expect($podcastAdminAnswered.get()).toBe(true);
  expect(asked).toEqual(['/api/podcast']);
  expect($podcastAdminInfo.get()).toEqual({
    mediaPublicUrl: 'https://media.example/',
    storage: 'instance',
    loginWarnings: [{ area: 'directory', ceiling: 100 }],
    codeFaults: [{ answer: 'signups', message: 'TypeError: x', when: 'Dec 6, 2026, 10:00PM' }],
    unset: ['PCO_CALENDAR_TAG_YOUTH'],
  });
});

test('a failed request is logged and the last answer stays', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const before = $podcastAdminInfo.get();
  await loadPodcastAdminInfo();
  expect($podcastAdminInfo.get()).toBe(before);
  expect(errors).toHaveBeenCalledOnce();
});
