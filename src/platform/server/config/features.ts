/**
 * Whether an optional feature is on, decided once from the variables that every context sees:
 * the build (astro.config.mjs hands it to the pages and the content editor through astro:env),
 * the functions (getConfig) and the tools read this one function. On Netlify the build sees
 * only the variables scoped to Builds (docs/operations.md section 5), never the Planning Center
 * token, so the decision rests on `PCO_GROUPS` and `SITE_URL`, which both contexts see, and on
 * demo mode, which a production build cannot tell from a demo one without `SITE_URL`.
 */
import * as read from './env.ts';
import { isDemoEnv, text } from './env.ts';
import type { Env } from './types.ts';

/** Host names of a site served on this machine (npm start, the tests), never a deployed one. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when SITE_URL names a deployed site (a public address), not this machine. */
function deployedSiteUrl(env: Env): boolean {
  const value = text(env, 'SITE_URL');
  if (value === undefined) return false;
  return !URL.canParse(value) || !LOCAL_HOSTS.has(new URL(value).hostname);
}

/**
 * The group finder (docs/operations.md section 5): `PCO_GROUPS` when it is set; unset, on only
 * in a demo that is not a deployed site's build (no Planning Center or S3 variable, and
 * `SITE_URL` unset or on this machine). Throws a ConfigError for a value that is not a boolean.
 */
export function groupFinderOn(env: Env): boolean {
  const fallback = isDemoEnv(env) && !deployedSiteUrl(env);
  return read.bool(env, 'PCO_GROUPS', fallback);
}

/**
 * Planning Center Registrations sign-ups (docs/operations.md section 5): `PCO_REGISTRATIONS` when
 * it is set; unset, on only in a demo that is not a deployed site's build, as the group finder.
 * Throws a ConfigError for a value that is not a boolean.
 */
export function signupsOn(env: Env): boolean {
  const fallback = isDemoEnv(env) && !deployedSiteUrl(env);
  return read.bool(env, 'PCO_REGISTRATIONS', fallback);
}
