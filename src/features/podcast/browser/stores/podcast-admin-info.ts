/**
 * What the podcast server says of itself (GET /api/podcast), for the podcast admin page: the
 * media prefix its guids start with, and whether what is published lasts. Asked again each time
 * the page mounts; until the answer comes, guids start with `/media/` and storage is lasting.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import type { PodcastAdminInfo } from '../../shared/types.ts';
import { apiFetch } from '../../../../platform/browser/net/api.ts';

export type PodcastAdminView = Pick<PodcastAdminInfo, 'mediaPublicUrl' | 'storage'>;

export const $podcastAdminInfo = atom<PodcastAdminView>({
  mediaPublicUrl: '/media/',
  storage: 'lasting',
});

/** Asks the server; a failure is logged and the last answer (or the default) stays. */
export async function loadPodcastAdminInfo(): Promise<void> {
  try {
    const { mediaPublicUrl, storage } = await apiFetch<PodcastAdminInfo>('/api/podcast');
    $podcastAdminInfo.set({ mediaPublicUrl, storage });
  } catch (error) {
    console.error('GET /api/podcast failed:', error);
  }
}

/** The podcast admin's view of the server, asked for when the calling island mounts. */
export function usePodcastAdminInfo(): PodcastAdminView {
  useEffect(() => void loadPodcastAdminInfo(), []);
  return useStore($podcastAdminInfo);
}
