/** The site section of the config: its public origin and the outside links its pages show. */
import { isServerless } from './deploy.ts';
import * as read from './env.ts';
import { ConfigError, text } from './env.ts';
import { readPublicLinks, type Links } from '../../shared/public-links.ts';
import type { Attempt, Env } from './types.ts';

/** True in a Netlify build and in a Netlify function (where only URL, SITE_NAME and SITE_ID are set). */
function onNetlify(env: Env): boolean {
  return env['NETLIFY'] === 'true' || isServerless(env) || Boolean(text(env, 'SITE_ID'));
}

/** The public origin (feed links, Origin checks); on Netlify the site's own URL is the default. */
export function siteUrl(env: Env, demo: boolean, port: number): string {
  const fromNetlify = onNetlify(env) ? text(env, 'URL') : undefined;
  const name = text(env, 'SITE_URL') ? 'SITE_URL' : 'URL';
  const value = text(env, 'SITE_URL') ?? fromNetlify;
  if (value) return read.origin(name, value);
  if (!demo)
    throw new ConfigError(
      'SITE_URL is required once Planning Center or S3 is configured (the public origin, such as https://www.example.org)',
    );
  return `http://127.0.0.1:${port}`;
}

/**
 * Outside links shown on public pages (giving, podcast directories; src/platform/shared/public-links.ts,
 * which the pages read too); a bad one is reported with the config's other problems.
 */
export function linksConfig(env: Env, attempt: Attempt): Links {
  const { links, problems } = readPublicLinks(env);
  if (problems.length)
    attempt(() => {
      throw new ConfigError(problems);
    }, null);
  return links;
}
