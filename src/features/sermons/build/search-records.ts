/**
 * The sermons a site publishes, read as any visitor reads them (docs/architecture.md section 9):
 * its public feed (/podcast.xml) and each sermon's public WebVTT transcript (its
 * podcast:transcript URL, under MEDIA_PUBLIC_URL), over HTTP(S). No storage key is needed or
 * used, so the build and the local servers' rebuild hold nothing that can write
 * (docs/security.md).
 */
import type { Cue } from '../../transcripts/index.ts';
import { parseFeed, type Feed } from '../shared/feed.ts';
import { MAX_TRANSCRIPT_BYTES, storedCues } from '../../transcripts/server/index.ts';
import { sermonForIndex, type SermonForIndex } from '../shared/search-record.ts';
import { transcriptSource, type PublicSite } from '../../search/index.ts';

export interface PublishedSite extends PublicSite {
  timezone: string;
}

/** What was read: the sermons, and why there are none when the feed could not be read. */
export interface Published {
  sermons: SermonForIndex[];
  /** A sentence for the log when the feed could not be read (the index then holds the pages). */
  problem: string | null;
}

/** The largest feed read (about 10,000 sermons), and a transcript (a stored one is at most 2 MB). */
const MAX_FEED_BYTES = 32 * 1024 * 1024;
const MAX_VTT_BYTES = 2 * MAX_TRANSCRIPT_BYTES;
const TIMEOUT_MS = 30_000;
const READERS = 8;

/** The body of a GET of `url` as text, refused past `limit` bytes or a status outside 2xx. */
async function readText(url: string, limit: number, get: typeof fetch): Promise<string> {
  const response = await get(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) throw new Error(`${url} is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A transcript's cues, or none when it has none, lies outside the media prefix, or fails (logged). */
async function cuesOf(
  site: PublishedSite,
  url: string | undefined,
  get: typeof fetch,
): Promise<Cue[]> {
  if (!url) return [];
  const source = transcriptSource(url, site);
  if (!source) {
    console.error(
      `Search: the transcript ${url} is not under MEDIA_PUBLIC_URL; indexed without it.`,
    );
    return [];
  }
  try {
    return storedCues(await readText(source, MAX_VTT_BYTES, get));
  } catch (error) {
    console.error(`Search: could not read the transcript ${source}:`, error);
    return [];
  }
}

/** The feed's sermons as the index sees them, a few transcripts read at a time. */
async function sermonsOf(
  site: PublishedSite,
  feed: Feed,
  get: typeof fetch,
): Promise<SermonForIndex[]> {
  const sermons: SermonForIndex[] = [];
  const items = [...feed.items];
  const reader = async () => {
    for (let item = items.shift(); item; item = items.shift()) {
      const sermon = sermonForIndex(item, await cuesOf(site, item.transcript, get), site.timezone);
      if (sermon) sermons.push(sermon);
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return sermons.sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * The sermons the site at `site.fetchFrom` publishes. A feed that cannot be read (a first
 * deploy, the site down) gives none and a problem to log, never an exception: the pages are
 * still indexed.
 */
export async function publishedSermons(
  site: PublishedSite,
  get: typeof fetch = fetch,
): Promise<Published> {
  const feedUrl = new URL('/podcast.xml', site.fetchFrom).href;
  let feed: Feed;
  try {
    feed = parseFeed(await readText(feedUrl, MAX_FEED_BYTES, get));
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const reason = error instanceof Error ? error.message : String(error);
    return { sermons: [], problem: `could not read the public feed ${feedUrl}: ${reason}${cause}` };
  }
  return { sermons: await sermonsOf(site, feed, get), problem: null };
}
