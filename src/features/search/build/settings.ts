/**
 * What the index build reads (docs/architecture.md section 9): the site's address, the media
 * prefix, the zone; no storage key and no secret of the functions, so no secret need be scoped
 * to Builds (docs/security.md). Read with the server config's own variable readers.
 */
import * as read from '../../../platform/server/config/env.ts';
import { collector, text } from '../../../platform/server/config/env.ts';
import { envSource } from '../../../platform/server/config/env-source.ts';
import { siteUrl } from '../../../platform/server/config/site.ts';
import type { Env } from '../../../platform/server/config/types.ts';

/**
 * What the index build reads: no storage and no secret. With SITE_URL set for the build it reads
 * that site's public feed and transcripts over HTTPS; without it (demo mode, `npm run build` on
 * a laptop) it indexes the demo sermons it makes itself.
 */
export interface SearchSettings {
  demo: boolean;
  /** The public origin whose /podcast.xml is read. */
  siteUrl: string;
  /** The public media prefix, ending in `/`; transcripts are read only from under it. */
  mediaPublicUrl: string;
  timezone: string;
}

/** The index build's settings from `env`; throws one ConfigError naming every bad variable. */
export function getSearchSettings(env: Env): SearchSettings {
  const { problems, attempt } = collector();
  const demo = !text(env, 'SITE_URL');
  const settings: SearchSettings = {
    demo,
    siteUrl: attempt(() => siteUrl(env, true, 8888), 'http://127.0.0.1:8888'),
    mediaPublicUrl:
      attempt(() => read.urlOrPath(env, 'MEDIA_PUBLIC_URL', '/media'), '/media') + '/',
    timezone: attempt(() => read.timezone(env, 'CHURCH_TIMEZONE', 'America/New_York'), 'UTC'),
  };
  if (problems.length) throw new read.ConfigError(problems);
  return settings;
}

/** The index build's settings from this process's variables (the build's, or a local server's). */
export function searchBuildSettings(): SearchSettings {
  return getSearchSettings(envSource());
}
