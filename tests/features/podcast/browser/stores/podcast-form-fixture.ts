/**
 * What the podcast form's suites of this folder share: two episodes in the media list, an audio
 * file, and a fetch that records the URLs it is asked for; every test starts from the first state
 * of the form with no toasts.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { Episode } from '../../../../../src/features/sermons/shared/api-types.ts';
import { media } from '../../../../../src/features/sermons/browser/index.ts';
import { resetPodcastForm } from '../../../../../src/features/podcast/browser/stores/podcast-form.ts';
import { $toasts } from '../../../../../src/platform/browser/stores/toasts.ts';

const episode = (n: number): Episode => ({
  guid: `/media/2026/${n}-sermon.mp3`,
  title: `Sermon ${n}`,
  pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
  author: 'Daniel Whitfield',
  summary: 'Colossians',
  image: `/media/art/${n}.jpg`,
  duration: 60,
  enclosure: { url: `/media/2026/${n}-sermon.mp3`, type: 'audio/mpeg', length: 1 },
  transcriptSource: null,
});
export const EPISODES = [episode(1), episode(2)];
export const audio = new File(['x'], 'sermon.mp3', { type: 'audio/mpeg' });
/** The URLs fetched in this test. */
export const fetched: string[] = [];

beforeEach(() => {
  fetched.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(Response.json(EPISODES));
  });
  media.$store.set({ ...media.$store.get(), data: EPISODES, isFetching: false });
  resetPodcastForm();
  $toasts.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
