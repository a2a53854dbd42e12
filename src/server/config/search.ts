/**
 * The search section of the config (docs/architecture.md section 9): the Netlify build hook that
 * publishing calls so the next deploy rebuilds the index, and what the build's index step reads
 * (storage, the site's address, the media prefix, the zone) without the secrets the functions
 * need, so Builds-scoped variables are enough.
 */
import * as read from './env.ts';
import { collector, isDemoEnv, text } from './env.ts';
import { siteUrl } from './site.ts';
import { storageConfig } from './storage.ts';
import type { Env, StorageConfig } from './types.ts';

/** The build hook's URL (SEARCH_BUILD_HOOK), or null when publishing should not call one. */
export function searchBuildHook(env: Env): string | null {
  return text(env, 'SEARCH_BUILD_HOOK') ? read.absoluteUrl(env, 'SEARCH_BUILD_HOOK', '') : null;
}

/** What the index build reads: where the sermons are stored and how their links are made. */
export interface SearchSettings {
  demo: boolean;
  storage: StorageConfig;
  siteUrl: string;
  mediaPublicUrl: string;
  timezone: string;
}

/** The index build's settings from `env`; throws one ConfigError naming every bad variable. */
export function getSearchSettings(env: Env, dataDir: string): SearchSettings {
  const { problems, attempt } = collector();
  const demo = isDemoEnv(env);
  const site = attempt(() => siteUrl(env, demo, 8888), 'http://127.0.0.1:8888');
  const settings: SearchSettings = {
    demo,
    storage: storageConfig(env, dataDir, false, attempt),
    siteUrl: site,
    mediaPublicUrl:
      attempt(() => read.urlOrPath(env, 'MEDIA_PUBLIC_URL', '/media'), '/media') + '/',
    timezone: attempt(() => read.timezone(env, 'CHURCH_TIMEZONE', 'America/New_York'), 'UTC'),
  };
  if (problems.length) throw new read.ConfigError(problems);
  return settings;
}

/** The index build's settings from this process's environment (the build's variables). */
export function searchBuildSettings(dataDir: string): SearchSettings {
  return getSearchSettings(process.env, dataDir);
}
