/**
 * Purges the CDN's copies of /api/media and /podcast.xml (cache tag `podcast`) after a change.
 * Only on Netlify, where the runtime provides the purge token; elsewhere there is no CDN cache
 * to purge and this does nothing. A failed purge is logged: the copies expire in minutes anyway.
 */
import type { Config } from '../../../../platform/server/config/types.ts';

/** Purges the podcast's CDN copies where a purge token is set; logs a failure, never throws. */
export async function purgePodcastCache(cfg: Pick<Config, 'cdnPurge'>): Promise<void> {
  if (!cfg.cdnPurge) return;
  try {
    const { purgeCache } = await import('@netlify/functions');
    await purgeCache({ tags: ['podcast'] });
  } catch (error) {
    console.error('Could not purge the podcast CDN cache:', error);
  }
}
