/** What the podcast admin page (/podcastadmin) needs to know: GET /api/podcast. */
import type { PodcastAdminInfo } from '../shared/types.ts';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '../shared/input.ts';
import type { Config } from '../../../platform/server/config/types.ts';

/** GET /api/podcast. */
export function podcastAdminInfo(cfg: Config): PodcastAdminInfo {
  return {
    mediaPublicUrl: cfg.mediaPublicUrl,
    maxAudioBytes: MAX_AUDIO_BYTES,
    maxImageBytes: MAX_IMAGE_BYTES,
    storage: cfg.storage.kind === 'fs' && cfg.storage.perInstance ? 'instance' : 'lasting',
  };
}
