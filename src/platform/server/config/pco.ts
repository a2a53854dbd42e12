/**
 * The Planning Center section of the config: the real API once PCO_APP_ID/PCO_SECRET are set,
 * else the demo emulator with the demo congregation's ids. With the real API an unset id turns
 * off only what reads it (docs/operations.md section 3): it is listed in `unset`, never filled
 * with a demo id.
 */
import { DEMO_IDS, DEMO_PCO_PATH } from './demo.ts';
import { groupFinderOn, signupsOn } from './features.ts';
import * as read from './env.ts';
import { ConfigError, text } from './env.ts';
import type { Attempt, Env, PcoConfig } from './types.ts';

/** Planning Center: the real API once PCO_APP_ID/PCO_SECRET are set, else the demo emulator. */
export function pcoConfig(env: Env, siteUrl: string, attempt: Attempt): PcoConfig {
  const appId = text(env, 'PCO_APP_ID');
  const secret = text(env, 'PCO_SECRET');
  if (Boolean(appId) !== Boolean(secret)) {
    attempt(() => {
      throw new ConfigError(
        appId
          ? 'PCO_SECRET is required when PCO_APP_ID is set (the personal access token secret)'
          : 'PCO_APP_ID is required when PCO_SECRET is set (the personal access token application id)',
      );
    }, null);
  }
  // a deploy preview's functions ask their own deploy's emulator (DEPLOY_URL is this deploy's;
  // a bad value is reported by allowedOrigins)
  const deployUrl = text(env, 'DEPLOY_URL');
  const demoOrigin = deployUrl && URL.canParse(deployUrl) ? new URL(deployUrl).origin : siteUrl;
  const fallbackBase = appId
    ? 'https://api.planningcenteronline.com'
    : `${demoOrigin}${DEMO_PCO_PATH}`;
  const real = Boolean(appId || secret);
  const unset = real ? PCO_ID_VARS.filter((name) => !text(env, name)) : [];
  // an unset id stays empty: requireSetUp (src/platform/server/http/set-up.ts) answers for what reads it
  const id = (name: PcoIdVar, fallback: string) =>
    unset.includes(name) ? '' : attempt(() => read.id(env, name, fallback), fallback);
  return {
    baseUrl: attempt(() => read.absoluteUrl(env, 'PCO_BASE_URL', fallbackBase), fallbackBase),
    auth: appId && secret ? { appId, secret } : null,
    directoryListId: id('PCO_DIRECTORY_LIST_ID', DEMO_IDS.directoryListId),
    householdLeadersListId: id('PCO_HOUSEHOLD_LEADERS_LIST_ID', DEMO_IDS.householdLeadersListId),
    kidsServiceTypeId: id('PCO_KIDS_SERVICE_TYPE_ID', DEMO_IDS.kidsServiceTypeId),
    kidsTeamIds: unset.includes('PCO_KIDS_TEAM_IDS')
      ? []
      : attempt(
          () => read.ids(env, 'PCO_KIDS_TEAM_IDS', DEMO_IDS.kidsTeamIds),
          [...DEMO_IDS.kidsTeamIds],
        ),
    worshipSamplesMediaId: id('PCO_WORSHIP_SAMPLES_MEDIA_ID', DEMO_IDS.worshipSamplesMediaId),
    calendarTags: {
      church: id('PCO_CALENDAR_TAG_CHURCH', DEMO_IDS.calendarTags.church),
      special: id('PCO_CALENDAR_TAG_SPECIAL', DEMO_IDS.calendarTags.special),
      youth: id('PCO_CALENDAR_TAG_YOUTH', DEMO_IDS.calendarTags.youth),
    },
    // decided where the build decides it too (features.ts)
    groups: attempt(() => groupFinderOn(env), false),
    signups: attempt(() => signupsOn(env), false),
    unset,
  };
}

/**
 * The ids that pick a church's lists, service type, teams, media and calendar tags. Each
 * feature that reads one names it to requireSetUp, so it is off while the id is unset.
 */
export const PCO_ID_VARS = [
  'PCO_DIRECTORY_LIST_ID',
  'PCO_HOUSEHOLD_LEADERS_LIST_ID',
  'PCO_KIDS_SERVICE_TYPE_ID',
  'PCO_KIDS_TEAM_IDS',
  'PCO_WORSHIP_SAMPLES_MEDIA_ID',
  'PCO_CALENDAR_TAG_CHURCH',
  'PCO_CALENDAR_TAG_SPECIAL',
  'PCO_CALENDAR_TAG_YOUTH',
] as const;

export type PcoIdVar = (typeof PCO_ID_VARS)[number];
