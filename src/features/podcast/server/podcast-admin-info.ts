/** What the podcast admin page (/podcastadmin) needs to know: GET /api/podcast. */
import type { PodcastAdminInfo } from '../shared/types.ts';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '../shared/input.ts';
import type { StorageDeps } from '../../../app/deps.ts';
import { loginWarnings } from '../../login/server/index.ts';
import { recentFaults } from '../../../platform/server/pco/faults.ts';
import { formatDate, formatTime } from '../../../platform/shared/dates.ts';

/**
 * GET /api/podcast, with the areas past their failed-login ceiling (login's `loginWarnings`),
 * the faults of the site's own code a kept copy hid (faults.ts) and the unset id variables.
 */
export async function podcastAdminInfo({
  cfg,
  storage,
  clock,
}: StorageDeps): Promise<PodcastAdminInfo> {
  return {
    mediaPublicUrl: cfg.mediaPublicUrl,
    maxAudioBytes: MAX_AUDIO_BYTES,
    maxImageBytes: MAX_IMAGE_BYTES,
    storage: cfg.storage.kind === 'fs' && cfg.storage.perInstance ? 'instance' : 'lasting',
    loginWarnings: await loginWarnings(storage, clock.now()),
    codeFaults: (await recentFaults(storage, clock.now())).map(({ answer, message, at }) => {
      const iso = new Date(at).toISOString();
      return {
        answer,
        message,
        when: `${formatDate(iso, cfg.timezone)}, ${formatTime(iso, cfg.timezone)}`,
      };
    }),
    unset: [...cfg.pco.unset],
  };
}
