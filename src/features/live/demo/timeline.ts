/**
 * The demo's scripted stream (src/features/live/README.md): every CYCLE_MS a new stream, upcoming
 * for UPCOMING_MS (longer than the five minutes the site may take to see a new upload), live for
 * LIVE_MS, then over, so a visitor of the demo sees the page go from countdown to live to replay
 * within a quarter of an hour. Pure, from the time alone,
 * so every instance of the emulator tells the same story.
 */

/** How long one scripted service takes, from listed to over. */
export const CYCLE_MS = 15 * 60_000;
/** How long each stream is upcoming, then live. */
export const [UPCOMING_MS, LIVE_MS] = [7 * 60_000, 4 * 60_000];
/** An upload that is no stream, always there. */
export const DEMO_UPLOAD_ID = 'demoUpload1';

/** A video as the emulator tells it. */
export interface DemoVideo {
  id: string;
  title: string;
  published: number;
  /** Absent for an ordinary upload. */
  live?: { scheduled: number; start: number | null; end: number | null };
}

/** A cycle's stream id: 11 characters, as YouTube's are. */
const idOf = (cycle: number) => `demo${cycle.toString(36).padStart(7, '0')}`.slice(-11);

function streamOf(cycle: number, now: number): DemoVideo {
  const listed = cycle * CYCLE_MS;
  const start = listed + UPCOMING_MS;
  const end = start + LIVE_MS;
  return {
    id: idOf(cycle),
    title: `Demo Service, stream ${cycle % 1000}`,
    published: listed,
    live: { scheduled: start, start: now >= start ? start : null, end: now >= end ? end : null },
  };
}

/** The channel's videos at `now`, newest first: this cycle's stream, the last one, an upload. */
export function demoVideos(now: number): DemoVideo[] {
  const cycle = Math.floor(now / CYCLE_MS);
  const upload = { id: DEMO_UPLOAD_ID, title: 'Welcome to Dogwood', published: 0 };
  return [streamOf(cycle, now), streamOf(cycle - 1, now), upload];
}

/** `snippet.liveBroadcastContent` of a video at `now`. */
export function broadcastOf(video: DemoVideo, now: number): 'upcoming' | 'live' | 'none' {
  if (!video.live) return 'none';
  if (video.live.end !== null && now >= video.live.end) return 'none';
  return video.live.start !== null ? 'live' : 'upcoming';
}
