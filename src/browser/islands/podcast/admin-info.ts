/** The admin page's small helpers: what the server says of itself, and an outcome's toast. */
import { useEffect, useState } from 'react';
import { toastFor, type Outcome } from '../../../lib/podcast/form.ts';
import type { PodcastAdminInfo } from '../../../lib/podcast/types.ts';
import { apiFetch } from '../../stores/api.ts';
import { showToast } from '../../stores/toasts.ts';

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

export function show(outcome: Outcome): void {
  const toast = toastFor(outcome);
  showToast(toast.kind, toast.message);
}
