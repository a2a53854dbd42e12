/**
 * What /live shows of an answer of GET /api/live (src/features/live/README.md, its section The page), and
 * when the page asks again. Pure: the island draws it, the tests hold every state to its words.
 */
import { POLL_SECONDS, type LiveAnswer, type LiveVideo } from './api-types.ts';
import { formatHeading, formatTime } from '../../../platform/shared/dates.ts';

/** What the page shows. */
export interface LiveView {
  /** The page's first words: "Live at 10:30AM", "Live now", "Watch the replay", "Next service". */
  heading: string;
  /** The service's or video's title, under the heading. */
  title: string | null;
  /** The instant the countdown counts to (countdown only, before the start). */
  countdownTo: number | null;
  /** The video the player offers (live, replay, the latest replay when idle). */
  play: LiveVideo | null;
  /** The sermon's page, once published. */
  sermonPage: string | null;
  /** The channel's live page on YouTube, when the stream cannot be shown here. */
  channelUrl: string | null;
  /** "Next service: Sunday, Dec 13 at 10:30AM", or null. */
  next: string | null;
}

const playable = (video: LiveVideo | null) => (video?.id ? video : null);

/** The answer's view in the church's `zone`. */
export function liveView(answer: LiveAnswer, zone: string): LiveView {
  const { state, service, video } = answer;
  const next = answer.next
    ? `Next service: ${formatHeading(answer.next.startsAt, zone)} at ${formatTime(answer.next.startsAt, zone)}`
    : null;
  const base = { next, channelUrl: answer.channelUrl, sermonPage: null, countdownTo: null };
  if (state === 'idle')
    return { ...base, heading: 'Next service', title: null, play: playable(answer.latest) };
  const start = service ? Date.parse(service.startsAt) : NaN;
  const heading =
    state === 'countdown' && service && !answer.notice
      ? `Live at ${formatTime(service.startsAt, zone)}`
      : (answer.notice?.text ?? 'Live now');
  return {
    ...base,
    heading,
    title: (state === 'countdown' ? service?.title : (video?.title ?? service?.title)) ?? null,
    countdownTo: state === 'countdown' && Number.isFinite(start) ? start : null,
    play: state === 'countdown' ? null : playable(video),
    sermonPage: state === 'replay' ? (video?.sermonPage ?? null) : null,
  };
}

/** "1:05:09", "5:09", "0:00": the time left until `to` at `now`, never negative. */
export function countdownText(to: number, now: number): string {
  const total = Math.max(0, Math.ceil((to - now) / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The poster's words before a service: "Starts in 5:09", then "Starting soon" while it is late. */
export function posterText(to: number | null, now: number): string | null {
  if (to === null) return null;
  return now < to ? `Starts in ${countdownText(to, now)}` : 'Starting soon';
}

/** The longest a browser timer may wait (2^31 - 1 ms); a later wake is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A little after the server's observations turn a minute old, so the next ask gets new ones. */
const AFTER_FRESH_MS = 2_000;
/** The least wait inside a window (a page whose clock runs ahead of the server's). */
const LEAST_MS = 5_000;

/**
 * How long until the page asks again, or null: inside a window (until `pollUntil`) when the
 * answer's observations (`checkedAt`) turn a minute old, as the CDN's copy does (between 5 s and
 * POLL_SECONDS), so a change of state shows within about a minute; once when the next window
 * opens (`wakeAt`); never otherwise.
 */
export function nextAskIn(answer: LiveAnswer, now: number): number | null {
  const until = answer.pollUntil ? Date.parse(answer.pollUntil) : NaN;
  const minute = POLL_SECONDS * 1000;
  if (now < until) {
    const stale = Date.parse(answer.checkedAt) + minute + AFTER_FRESH_MS - now;
    return Number.isFinite(stale) ? Math.min(minute, Math.max(LEAST_MS, stale)) : minute;
  }
  const wake = answer.wakeAt ? Date.parse(answer.wakeAt) : NaN;
  if (now < wake) return Math.min(wake - now, MAX_TIMER_MS);
  return null;
}
