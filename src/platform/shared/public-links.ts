/**
 * The outside links public pages show (giving, podcast directories), read at build time from
 * their variables (the pages through astro:env) and by the server's config, which reports a bad
 * one with every other problem (src/platform/server/config/site.ts). Pure: the variables are passed in.
 */

/** Outside links shown on public pages. */
export interface Links {
  giving: string;
  applePodcasts: string;
  spotify: string;
  youtube: string;
}

/** Each link, the variable that sets it and the church's own default. */
const LINK_VARIABLES: { key: keyof Links; name: string; fallback: string }[] = [
  { key: 'giving', name: 'GIVING_URL', fallback: 'https://dcc.churchcenter.com/giving' },
  {
    key: 'applePodcasts',
    name: 'PODCAST_APPLE_URL',
    fallback: 'https://podcasts.apple.com/us/podcast/dcc-sermons/id1000000000',
  },
  {
    key: 'spotify',
    name: 'PODCAST_SPOTIFY_URL',
    fallback: 'https://open.spotify.com/show/dccsermons',
  },
  { key: 'youtube', name: 'PODCAST_YOUTUBE_URL', fallback: 'https://www.youtube.com/@dccchurch' },
];

/** What is wrong with `value` as the absolute http(s) URL `name` must be, or null. */
export function urlProblem(name: string, value: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return `${name} must be an absolute URL such as https://example.org, got "${value}"`;
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    return `${name} must be an http(s) URL, got "${value}"`;
  return null;
}

/** The links from their variables (a bad one falls back to its default), and every problem. */
export function readPublicLinks(env: Record<string, string | undefined>): {
  links: Links;
  problems: string[];
} {
  const links = {} as Links;
  const problems: string[] = [];
  for (const { key, name, fallback } of LINK_VARIABLES) {
    const value = env[name]?.trim() || fallback;
    const problem = urlProblem(name, value);
    if (problem) problems.push(problem);
    links[key] = problem ? fallback : value.replace(/\/+$/, '');
  }
  return { links, problems };
}

/** The links a page renders; a bad variable stops the build with its name. */
export function publicLinks(env: Record<string, string | undefined>): Links {
  const { links, problems } = readPublicLinks(env);
  if (problems.length) throw new Error(problems.join('; '));
  return links;
}
