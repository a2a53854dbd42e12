/**
 * GET /api/live's answer (src/features/live/README.md): the schedule (src/content/
 * live-schedule.json, in the church's zone) and the last observations of Planning Center
 * Publishing and YouTube, decided by the state rules (shared/state.ts) at each request. The
 * observations are kept in storage for every instance the way Planning Center's answers are
 * (platform/server/pco/last-good.ts): fresh a minute, so of any number of requests and instances
 * one looks per minute (observe-publishing.ts, then observe.ts), and that look costs 0, 1 or 2
 * YouTube units. A source failing is an observation: the schedule decides and the channel's live
 * page is offered, never a 5xx.
 */
import type { Storage } from '../../../platform/server/storage/types.ts';
import type { Clock } from '../../../platform/shared/clock.ts';
import { keepLastGood } from '../../../platform/server/pco/last-good.ts';
import { readCopy } from '../../../platform/server/pco/stored-copy.ts';
import type { LiveAnswer, LiveVideo } from '../shared/api-types.ts';
import { NOTHING_SEEN, type Observations } from '../shared/observations.ts';
import type { LiveSchedule } from '../shared/schedule-schema.ts';
import { servicesAround } from '../shared/schedule.ts';
import { decide } from '../shared/state.ts';
import type { LiveConfig } from './config.ts';
import { observe, withUnits } from './observe.ts';
import { observePublishing } from './observe-publishing.ts';
import type { Publishing } from './publishing.ts';
import type { YouTube } from './youtube.ts';

/** The name the observations are kept under in storage (`cache/pco/live.v3.json`). */
export const KEPT_NAME = 'live';
/** How long one look at YouTube stands for every instance. */
export const FRESH_MS = 60_000;

/** What the answer is made from: the parts, the settings and the schedule. */
export interface LiveParts {
  storage: Storage;
  clock: Clock;
  /** The church's zone (CHURCH_TIMEZONE). */
  zone: string;
  schedule: LiveSchedule;
  live: LiveConfig;
  /** The YouTube client for `live.youtube`; null: the schedule alone. */
  youtube: YouTube | null;
  /** The Publishing client for `live.publishingChannelId`; null: Publishing is not asked. */
  publishing: Publishing | null;
  /** The path of the published sermon with this YouTube video, or null (none yet). */
  sermonPageOf?: (videoId: string) => Promise<string | null>;
}

/** Inside a service's window, or a stream YouTube lists is live or about to start. */
export function isBusy(
  parts: Pick<LiveParts, 'schedule' | 'zone'>,
  seen: Observations,
  now: number,
): boolean {
  const { schedule, zone } = parts;
  const lead = schedule.leadMinutes * 60_000;
  const inWindow = servicesAround(schedule, zone, now).some((s) => s.opens <= now && now < s.end);
  return (
    inWindow ||
    seen.streams.some(
      (s) =>
        s.status === 'live' ||
        (s.status === 'upcoming' && s.scheduledStart !== null && s.scheduledStart - lead <= now),
    )
  );
}

/** The observations kept for every instance, looked at again once they are a minute old. */
export async function keptObservations(parts: LiveParts): Promise<Observations> {
  const { storage, clock } = parts;
  const load = async () => {
    const now = clock.now();
    const stored = await readCopy<Observations>(storage, KEPT_NAME).catch(() => null);
    const previous = { ...NOTHING_SEEN, ...stored?.copy?.value };
    const busy = isBusy(parts, previous, now);
    const told = await observePublishing(previous, parts.publishing, now, busy);
    // the day's units, counted where every instance sees them (the doctor reads them)
    const before = parts.youtube?.units ?? 0;
    const seen = await observe(told, parts.youtube, now, busy);
    return withUnits(seen, (parts.youtube?.units ?? 0) - before, now);
  };
  try {
    return (await keepLastGood({ storage, clock }, KEPT_NAME, load, { freshMs: FRESH_MS })).value;
  } catch (error) {
    // storage failing leaves the schedule to decide: the visitor still gets an answer
    console.error('Live stream: the observations could not be kept:', error);
    return { ...NOTHING_SEEN, checkedAt: clock.now() };
  }
}

/** The video with its sermon's page, once staff publish the sermon with that video's link. */
async function withSermonPage(
  video: LiveVideo | null,
  sermonPageOf: LiveParts['sermonPageOf'],
): Promise<LiveVideo | null> {
  if (!video?.id || !sermonPageOf) return video;
  // the podcast's feed failing costs the link, never the answer
  const sermonPage = await sermonPageOf(video.id).catch((error: unknown) => {
    console.error('Live stream: the sermons could not be read:', error);
    return null;
  });
  return { ...video, sermonPage };
}

/** The answer now (see the file comment). */
export async function liveAnswer(parts: LiveParts): Promise<LiveAnswer> {
  const seen = await keptObservations(parts);
  const answer = decide({
    now: parts.clock.now(),
    zone: parts.zone,
    schedule: parts.schedule,
    seen,
    channelId: parts.live.channelId,
    player: parts.live.player,
  });
  const [video, latest] = await Promise.all([
    withSermonPage(answer.video, parts.sermonPageOf),
    withSermonPage(answer.latest, parts.sermonPageOf),
  ]);
  return { ...answer, video, latest };
}
