/**
 * Where the search index's sermons come from (docs/architecture.md section 9), and rebuilds
 * that run one at a time. A build with SITE_URL reads that site's public feed and transcripts
 * (src/features/sermons/build/search-records.ts); a demo build indexes the demo sermons it makes
 * itself (demo.ts); the local servers read their own served site, at start and whenever publishing
 * calls their rebuild endpoint. None of them holds a storage key. The groups come the same way
 * (groups.ts).
 */
import type { Config } from '../../../platform/server/config/types.ts';
import { searchBuildSettings } from './settings.ts';
import type { SermonForIndex } from '../../sermons/index.ts';
import type { GroupForIndex } from '../../groups/index.ts';
import { demoSermons } from './demo.ts';
import { publicGroupsOrNone } from '../../groups/build/index.ts';
import type { SignupForIndex } from '../../signups/index.ts';
import { publicSignupsOrNone } from '../../signups/build/index.ts';
import { publishedSermons } from '../../sermons/build/index.ts';

/**
 * The sermons a local server publishes, read from its own address `ownUrl`; `cfg` is that
 * server's config, handed in by the server (services take the config from their caller).
 */
export async function servedSermons(cfg: Config, ownUrl: string): Promise<SermonForIndex[]> {
  const site = { ...cfg, fetchFrom: ownUrl };
  const { sermons, problem } = await publishedSermons(site);
  if (problem) console.error(`Search: ${problem}; the index holds the pages alone.`);
  return sermons;
}

/** The public groups a local server publishes, read from its own /api/groups. */
export const servedGroups = (ownUrl: string): Promise<GroupForIndex[]> =>
  publicGroupsOrNone(ownUrl);

/** The shown sign-ups a local server publishes, read from its own /api/signups. */
export const servedSignups = (ownUrl: string): Promise<SignupForIndex[]> =>
  publicSignupsOrNone(ownUrl);

/** The shown sign-ups a build indexes, as buildGroups reads the groups. */
export async function buildSignups(): Promise<SignupForIndex[]> {
  const settings = searchBuildSettings();
  return settings.demo ? [] : publicSignupsOrNone(settings.siteUrl);
}

/**
 * The public groups a build indexes: SITE_URL's /api/groups, read as a visitor reads it (none
 * from a site without the group finder or one that cannot be read, said in the log); none in a
 * demo build, which has no site to read (its servers index their own).
 */
export async function buildGroups(): Promise<GroupForIndex[]> {
  const settings = searchBuildSettings();
  return settings.demo ? [] : publicGroupsOrNone(settings.siteUrl);
}

/**
 * The sermons a build indexes, and where they came from: the public feed of SITE_URL (read
 * over HTTPS; a feed that cannot be read leaves the pages alone, said in the log), or the demo
 * sermons when the build has no SITE_URL.
 */
export async function buildSermons(): Promise<{ sermons: SermonForIndex[]; from: string }> {
  const settings = searchBuildSettings();
  if (settings.demo) return { sermons: await demoSermons(), from: 'the demo sermons' };
  const { sermons, problem } = await publishedSermons({ ...settings, fetchFrom: settings.siteUrl });
  if (problem)
    console.warn(
      `Search: ${problem}. The index holds the pages alone; the next deploy after the feed is published adds the sermons.`,
    );
  return { sermons, from: `the public feed of ${settings.siteUrl}` };
}

/**
 * Runs `run` one at a time: a call while one runs waits for the next run, which every call
 * made meanwhile shares, so a burst of calls makes at most two runs.
 */
export function serial<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = () => (running = run().finally(() => (running = null)));
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
