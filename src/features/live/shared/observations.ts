/**
 * What the sources were last seen to say (server/observe.ts writes it, state.ts decides from
 * it): the streams YouTube or Planning Center Publishing list, and what failed. Kept for every
 * instance with the answer (server/live.ts).
 */

/** A stream or upload as seen. */
export interface Observed {
  /** YouTube video id; null for a stream on another service (Publishing). */
  id: string | null;
  title: string;
  /** `none`: an ordinary upload, not a stream. */
  status: 'upcoming' | 'live' | 'over' | 'none';
  /** Epoch milliseconds, or null when unknown. */
  scheduledStart: number | null;
  actualStart: number | null;
  actualEnd: number | null;
  watchUrl: string | null;
  source: 'youtube' | 'publishing';
  /** When YouTube last told this video's state (epoch ms); 0 for never. */
  checkedAt: number;
}

/** Why YouTube gave no state: no quota left, a bad or restricted key, or no answer at all. */
export type YouTubeProblem = 'quota' | 'key' | 'unreachable' | null;

export interface Observations {
  /** When the sources were last asked (epoch ms). */
  checkedAt: number;
  /** Streams and uploads, newest first; a few dozen at most. */
  streams: Observed[];
  /** Start times Publishing lists (epoch ms). */
  publishingTimes: number[];
  /** When the uploads were last listed (epoch ms); 0 for never. */
  uploadsAt: number;
  /** When `videos.list` was last asked (epoch ms); 0 for never. */
  videosAt: number;
  youtube: YouTubeProblem;
  /** Until when no YouTube Data API request is made (quota gone until midnight Pacific, a bad key). */
  youtubeQuietUntil: number;
  publishingFailed: boolean;
  /** When Publishing last answered (epoch ms); 0 for never. */
  publishingAt: number;
  /** YouTube Data API requests the site made since `quotaResetsAt` less a day (each a unit). */
  quotaUnits: number;
  /** When YouTube's day, and the count, starts again: the next midnight Pacific (epoch ms). */
  quotaResetsAt: number;
}

/** Observations before anything was asked. */
export const NOTHING_SEEN: Observations = {
  checkedAt: 0,
  streams: [],
  publishingTimes: [],
  uploadsAt: 0,
  videosAt: 0,
  youtube: null,
  youtubeQuietUntil: 0,
  publishingFailed: false,
  publishingAt: 0,
  quotaUnits: 0,
  quotaResetsAt: 0,
};

/**
 * The streams the decision believes: where Publishing and YouTube tell the same video, YouTube's
 * word while it answers (Publishing's state follows its schedule, not the encoder), else
 * Publishing's, the fresher.
 */
export function believed(seen: Observations): Observed[] {
  const trustYouTube = seen.youtube === null;
  const told = (source: Observed['source']) =>
    new Set(
      seen.streams
        .filter((s) => s.source === source && s.id && (source === 'publishing' || s.checkedAt))
        .map((s) => s.id),
    );
  const [youtube, publishing] = [told('youtube'), told('publishing')];
  return seen.streams.filter((s) => {
    if (!s.id) return true;
    if (s.source === 'publishing') return !(trustYouTube && youtube.has(s.id));
    return trustYouTube || !publishing.has(s.id);
  });
}
