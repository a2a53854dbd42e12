/**
 * What /live shows at an instant (src/features/live/README.md, its States section), decided from
 * the schedule and what the sources were last seen to say. Pure: the server runs it on every
 * answer, the tests on every rule. The rules: - a stream YouTube or Publishing (active) says is live
 * is live (YouTube's word first on one video: `believed`), however long it runs; - inside a service's window (its countdown, then its
 * length) the page counts down, and goes on   waiting after the start (a late start is not missed)
 * until the stream ends or the window does; - a stream that ended less than a day ago is the
 * replay; - otherwise the next service and the latest replay. A stream that never starts leaves
 * nothing   behind once its window has passed.
 */
import type { LiveAnswer, LiveService, LiveVideo } from './api-types.ts';
import { believed, type Observations, type Observed } from './observations.ts';
import type { LiveSchedule } from './schedule-schema.ts';
import { serviceAt, servicesAround, type Service } from './schedule.ts';
import { formatTime } from '../../../platform/shared/dates.ts';

/** How far apart a stream's start and a scheduled service's may be and still be one service. */
export const MATCH_MS = 2 * 60 * 60_000;
/** How long a replay is news (the banner, the replay state). */
export const REPLAY_MS = 24 * 60 * 60_000;
/** While a stream is live, the page keeps asking at least this far ahead. */
const LIVE_POLL_MS = 10 * 60_000;

/** What the decision reads. */
export interface Situation {
  now: number;
  zone: string;
  schedule: LiveSchedule;
  seen: Observations;
  /** The church's YouTube channel (UC…), when set. */
  channelId: string | null;
  player: LiveAnswer['player'];
}

/** A service, with the stream it turned out to be. */
interface Session extends Service {
  stream: Observed | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const startOf = (s: Observed) => s.scheduledStart ?? s.actualStart;

/** The schedule's services, Publishing's times and every stream, matched into sessions. */
function sessionsOf({ now, zone, schedule, seen }: Situation): Session[] {
  const sessions: Session[] = servicesAround(schedule, zone, now).map((s) => ({
    ...s,
    stream: null,
  }));
  const near = (start: number) =>
    sessions
      .filter((s) => Math.abs(s.start - start) <= MATCH_MS)
      .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start))[0];
  for (const time of seen.publishingTimes)
    if (!near(time)) sessions.push({ ...serviceAt('Service', time, schedule), stream: null });
  for (const stream of seen.streams) {
    const start = startOf(stream);
    if (start === null || stream.status === 'none') continue;
    const session = near(start);
    if (session && !session.stream) session.stream = stream;
    // a second stream near one service (a restart, the demo's cycle) is a session of its own
    else sessions.push({ ...serviceAt(stream.title, start, schedule), stream });
  }
  return sessions.sort((a, b) => a.start - b.start);
}

function video(stream: Observed): LiveVideo {
  const endedAt = stream.actualEnd === null ? null : iso(stream.actualEnd);
  return { id: stream.id, title: stream.title, watchUrl: stream.watchUrl, endedAt };
}

const serviceOf = (s: Service): LiveService => ({ title: s.title, startsAt: iso(s.start) });

/** The newest stream in this state (by when it started or is to). */
function newest(seen: Observations, status: Observed['status']): Observed | undefined {
  return seen.streams
    .filter((s) => s.status === status)
    .sort((a, b) => (startOf(b) ?? 0) - (startOf(a) ?? 0))[0];
}

/** The answer at `situation.now` (see the file comment). */
export function decide(situation: Situation): LiveAnswer {
  const { now, zone, channelId } = situation;
  const seen = { ...situation.seen, streams: believed(situation.seen) };
  const sessions = sessionsOf({ ...situation, seen });
  const upcoming = sessions.filter((s) => s.start > now);
  const base = {
    service: null as LiveService | null,
    video: null as LiveVideo | null,
    next: upcoming[0] ? serviceOf(upcoming[0]) : null,
    latest: null as LiveVideo | null,
    pollUntil: null as string | null,
    wakeAt: upcoming.find((s) => s.opens > now)
      ? iso(upcoming.find((s) => s.opens > now)!.opens)
      : null,
    player: situation.player,
    checkedAt: iso(seen.checkedAt),
  };
  const channelUrl = channelId ? `https://www.youtube.com/channel/${channelId}/live` : null;
  const failing = seen.youtube !== null;

  const live = newest(seen, 'live');
  if (live) {
    const session = sessions.find((s) => s.stream === live);
    const service = session ? serviceOf(session) : { title: live.title, startsAt: iso(now) };
    const until = Math.max(session?.end ?? 0, now + LIVE_POLL_MS);
    const next = upcoming.find((s) => s !== session);
    return {
      ...base,
      state: 'live',
      service,
      video: video(live),
      next: next ? serviceOf(next) : null,
      notice: { text: 'Live now' },
      channelUrl: live.id ? null : channelUrl,
      pollUntil: iso(until),
    };
  }

  // of overlapping windows, the latest opened: the next service's countdown over a replay
  const current = sessions.filter((s) => s.opens <= now && now < s.end).pop();
  if (current && current.stream?.status === 'over')
    return replay(base, current.stream, current, channelUrl, failing);
  if (current) {
    const late = now >= current.start;
    const next = upcoming.find((s) => s !== current);
    return {
      ...base,
      state: 'countdown',
      service: serviceOf(current),
      next: next ? serviceOf(next) : null,
      notice: { text: late ? 'Starting soon' : `Live at ${formatTime(iso(current.start), zone)}` },
      channelUrl: late || failing ? channelUrl : null,
      pollUntil: iso(current.end),
    };
  }

  const over = newest(seen, 'over');
  if (over?.actualEnd && now - over.actualEnd < REPLAY_MS) {
    const session = sessions.find((s) => s.stream === over) ?? null;
    return replay(base, over, session, channelUrl, failing);
  }
  return {
    ...base,
    state: 'idle',
    latest: over ? video(over) : null,
    notice: null,
    channelUrl: failing ? channelUrl : null,
  };
}

type Base = Omit<LiveAnswer, 'state' | 'notice' | 'channelUrl'>;

function replay(
  base: Base,
  stream: Observed,
  session: Session | null,
  channelUrl: string | null,
  failing: boolean,
): LiveAnswer {
  const start = startOf(stream) ?? 0;
  return {
    ...base,
    state: 'replay',
    service: session ? serviceOf(session) : { title: stream.title, startsAt: iso(start) },
    video: video(stream),
    notice: { text: 'Watch the replay' },
    channelUrl: stream.id && !failing ? null : channelUrl,
  };
}
