/** What the podcast server says of itself, for the admin page. */
import { useEffect, useState } from 'react';
import type { PodcastAdminInfo } from '../../../lib/podcast/types.ts';
import { apiFetch } from '../../net/api.ts';

/** What the server says of itself; guids start with its media prefix (`/media/` until then). */
export function useAdminInfo(): Pick<PodcastAdminInfo, 'mediaPublicUrl' | 'storage'> {
  const [info, setInfo] = useState<Pick<PodcastAdminInfo, 'mediaPublicUrl' | 'storage'>>({
    mediaPublicUrl: '/media/',
    storage: 'lasting',
  });
  useEffect(() => {
    apiFetch<PodcastAdminInfo>('/api/podcast').then(setInfo, (error: unknown) =>
      console.error('GET /api/podcast failed:', error),
    );
  }, []);
  return info;
}
