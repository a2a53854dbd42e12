/** The live stream's answer, GET /api/live (docs/requirements.md section 7). */

/** A service on the schedule, or a stream YouTube or Publishing lists. */
export interface LiveService {
  title: string;
  /** ISO 8601, UTC. */
  startsAt: string;
}

/** A stream or video the page can play: its YouTube id, or only a page to watch it on. */
export interface LiveVideo {
  /** The YouTube video id (embedded from youtube-nocookie.com), or null. */
  id: string | null;
  title: string;
  /** Where to watch it elsewhere (the video's page on YouTube or another service). */
  watchUrl: string | null;
  /** ISO 8601; once it has ended. */
  endedAt: string | null;
  /** The sermon's page on this site, once published (absent until a source gives it). */
  sermonPage?: string | null;
}

/**
 * What the page shows: `countdown` before a service (and while it is late), `live` while the
 * stream is, `replay` for a day after it ends, `idle` otherwise.
 */
export type LiveState = 'countdown' | 'live' | 'replay' | 'idle';

export interface LiveAnswer {
  state: LiveState;
  /** The service of the window (countdown, live, replay). */
  service: LiveService | null;
  /** The stream (live), the same video (replay). */
  video: LiveVideo | null;
  /** The next service after this one. */
  next: LiveService | null;
  /** The latest replay, shown when idle. */
  latest: LiveVideo | null;
  /** The banner's words (home page and every page's header), or null: none outside a window. */
  notice: { text: string } | null;
  /** The channel's live page on YouTube, offered when the stream cannot be shown here. */
  channelUrl: string | null;
  /** Until when the page asks again each minute (inside a window, nextAskIn); null: no polling. */
  pollUntil: string | null;
  /** When the next window opens, for a page left open until then. */
  wakeAt: string | null;
  /** Which player plays `video.id`: YouTube's, or the demo's local page. */
  player: 'youtube' | 'demo';
  /** When the sources were last asked (ISO 8601). */
  checkedAt: string;
}

/** How often the page asks inside a window: the CDN keeps an answer a minute. */
export const POLL_SECONDS = 60;
