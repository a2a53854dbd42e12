/** The site section of the config: its public origin and the outside links its pages show. */
import { isServerless } from './deploy.ts';
import * as read from './env.ts';
import { collector, ConfigError, text } from './env.ts';
import type { Attempt, Env, Links } from './types.ts';

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

/** Outside links shown on public pages (giving, podcast directories). */
export function linksConfig(env: Env, attempt: Attempt): Links {
  const link = (name: string, fallback: string) =>
    attempt(() => read.absoluteUrl(env, name, fallback), fallback);
  return {
    giving: link('GIVING_URL', 'https://dcc.churchcenter.com/giving'),
    applePodcasts: link(
      'PODCAST_APPLE_URL',
      'https://podcasts.apple.com/us/podcast/dcc-sermons/id1000000000',
    ),
    spotify: link('PODCAST_SPOTIFY_URL', 'https://open.spotify.com/show/dccsermons'),
    youtube: link('PODCAST_YOUTUBE_URL', 'https://www.youtube.com/@dccchurch'),
  };
}

/**
 * The public links pages render at build time (giving, podcast listings). Reads only those
 * variables, so a build needs no secrets and writes nothing.
 */
export function getPublicLinks(env: Env): Links {
  const { problems, attempt } = collector();
  const links = linksConfig(env, attempt);
  if (problems.length) throw new ConfigError(problems);
  return links;
}
