/**
 * What the podcast server says of itself (GET /api/podcast), for the podcast admin page: the
 * media prefix its guids start with, whether what is published lasts, which areas are past
 * their failed-login ceiling, the faults of the site's code a kept copy hid, and the Planning
 * Center ids not set yet. A collection
 * (createCollection, docs/code-style.md habit 6) refreshed each time the page mounts. The form
 * waits for the first answer ($podcastAdminAnswered); a failure keeps the last answer, or the
 * defaults (guids start with `/media/`, storage is lasting).
 */
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect } from 'react';
import type { PodcastAdminInfo } from '../../shared/types.ts';
import { createCollection } from '../../../../platform/browser/stores/collection.ts';

export type PodcastAdminView = Pick<
  PodcastAdminInfo,
  'mediaPublicUrl' | 'storage' | 'loginWarnings' | 'codeFaults' | 'unset'
>;

/** GET /api/podcast as a collection. */
export const podcastAdminInfo = createCollection<PodcastAdminInfo>('/api/podcast');

const DEFAULT_VIEW: PodcastAdminView = {
  mediaPublicUrl: '/media/',
  storage: 'lasting',
  loginWarnings: [],
  codeFaults: [],
  unset: [],
};
let lastView = DEFAULT_VIEW;

/**
 * The view the page uses: the server's media prefix, storage kind, login warnings and code
 * faults, the defaults until then.
 */
export const $podcastAdminInfo = computed(podcastAdminInfo.$store, ({ data }) => {
  if (!data) return lastView;
  const next: PodcastAdminView = {
    mediaPublicUrl: data.mediaPublicUrl,
    storage: data.storage,
    loginWarnings: data.loginWarnings ?? [],
    codeFaults: data.codeFaults ?? [],
    unset: data.unset ?? [],
  };
  // the same answer keeps the same object, so the page does not render again for nothing
  if (JSON.stringify(next) !== JSON.stringify(lastView)) lastView = next;
  return lastView;
});

/**
 * True once the server has answered (or failed to): until then the media prefix is a guess, and
 * an episode's id made from it would name no episode.
 */
export const $podcastAdminAnswered = computed(
  podcastAdminInfo.$store,
  ({ data, error }) => data !== null || error !== null,
);

/** Asks the server again; a failure is logged and the last answer (or the default) stays. */
export function loadPodcastAdminInfo(): Promise<void> {
  return podcastAdminInfo.refresh();
}

/** The podcast admin's view of the server, asked for when the calling island mounts. */
export function usePodcastAdminInfo(): PodcastAdminView {
  useEffect(() => void loadPodcastAdminInfo(), []);
  return useStore($podcastAdminInfo);
}
