/**
 * One look at YouTube (src/features/live/README.md, its Quota section): from the last observations,
 * the next ones. The uploads playlist (`playlistItems.list`) every five minutes for candidate ids,
 * then `videos.list` (both 1 unit) for the candidates and the streams still upcoming or live: every
 * time it is asked inside a window (the service asks at most once a minute for every instance),
 * every five minutes outside. Never search.list. A failure is an observation, never a throw: no
 * quota left keeps YouTube quiet until midnight Pacific, when the quota resets, and the channel
 * feed (no quota) gives the candidates to ask about then; a bad key keeps it quiet a quarter of an
 * hour; no answer is tried again the next minute.
 */
import { DateTime } from 'luxon';
import type { Observations, Observed } from '../shared/observations.ts';
import { watchUrlOf } from '../shared/youtube-shapes.ts';
import { YouTubeError, type YouTube } from './youtube.ts';

/** How often the uploads are listed, and the videos asked outside a window. */
export const IDLE_EVERY_MS = 5 * 60_000;
/** How long a refused key keeps the site from asking again. */
export const KEY_QUIET_MS = 15 * 60_000;
/** How many streams and uploads are remembered. */
const KEEP = 20;

/** When YouTube's daily quota resets: the next midnight in Pacific time. */
export function quotaResetAfter(now: number): number {
  const pacific = DateTime.fromMillis(now, { zone: 'America/Los_Angeles' });
  return pacific.startOf('day').plus({ days: 1 }).toMillis();
}

/** The observations with `spent` units more counted for YouTube's day at `now`. */
export function withUnits(seen: Observations, spent: number, now: number): Observations {
  const resetsAt = quotaResetAfter(now);
  const before = seen.quotaResetsAt === resetsAt ? seen.quotaUnits : 0;
  return { ...seen, quotaUnits: before + spent, quotaResetsAt: resetsAt };
}

const startOf = (s: Observed) => s.scheduledStart ?? s.actualStart ?? 0;
const watching = (s: Observed) => s.status === 'upcoming' || s.status === 'live' || !s.checkedAt;

/**
 * The streams with YouTube's word on the asked ids replaced by what it said (an id it no longer
 * lists goes); Publishing's episode times stay (observe-publishing.ts).
 */
function merged(streams: Observed[], asked: string[], found: Observed[]): Observed[] {
  const kept = streams.filter((s) => s.source !== 'youtube' || !s.id || !asked.includes(s.id));
  return [...found, ...kept].sort((a, b) => startOf(b) - startOf(a)).slice(0, KEEP);
}

/** Feed entries not yet known, as candidates to ask about once the quota is back. */
async function feedCandidates(youtube: YouTube, streams: Observed[]): Promise<Observed[]> {
  const known = new Set(streams.map((s) => s.id));
  const entries = await youtube.feed().catch(() => []);
  return entries
    .filter((entry) => !known.has(entry.id))
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      status: 'none' as const,
      scheduledStart: null,
      actualStart: entry.published,
      actualEnd: null,
      watchUrl: watchUrlOf(entry.id),
      source: 'youtube' as const,
      checkedAt: 0,
    }));
}

/**
 * The observations after one look at `now` (see the file comment); `busy`: inside a service's
 * window, or a stream is due or live, so the videos are asked every time.
 */
export async function observe(
  previous: Observations,
  youtube: YouTube | null,
  now: number,
  busy: boolean,
): Promise<Observations> {
  const seen: Observations = { ...previous, checkedAt: now };
  if (!youtube) return { ...seen, youtube: null, youtubeQuietUntil: 0 };
  if (now < previous.youtubeQuietUntil) return seen;
  let uploads: string[] = [];
  try {
    if (now - previous.uploadsAt >= IDLE_EVERY_MS) {
      uploads = await youtube.uploads();
      seen.uploadsAt = now;
    }
    // Publishing's videos too: YouTube knows better when they start and end
    const followed = previous.streams.flatMap((s) => (s.id && watching(s) ? [s.id] : []));
    const ids = [...new Set([...uploads, ...followed])];
    const due = busy || uploads.length > 0 || now - previous.videosAt >= IDLE_EVERY_MS;
    if (ids.length && due) {
      seen.streams = merged(previous.streams, ids, await youtube.videos(ids, now));
      seen.videosAt = now;
    }
    return { ...seen, youtube: null, youtubeQuietUntil: 0 };
  } catch (error) {
    if (!(error instanceof YouTubeError)) throw error;
    console.error(`Live stream: ${error.message}`);
    const { problem } = error;
    const quietUntil =
      problem === 'quota' ? quotaResetAfter(now) : problem === 'key' ? now + KEY_QUIET_MS : 0;
    if (problem === 'quota' && !uploads.length)
      seen.streams = [...(await feedCandidates(youtube, seen.streams)), ...seen.streams].slice(
        0,
        KEEP,
      );
    return { ...seen, youtube: problem, youtubeQuietUntil: quietUntil };
  }
}
