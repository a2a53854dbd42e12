/**
 * One look at Planning Center Publishing (src/features/live/README.md, its Publishing section),
 * taken with the look at YouTube (observe.ts) and kept with it: every time inside a window or
 * while a stream is due or live (at most once a minute for every instance), every five minutes
 * outside. Its next times join the schedule's services; its episode times are streams (active:
 * live, over: the replay) whose YouTube ids the look at YouTube then follows. Publishing failing
 * is an observation: what it said last stands PUBLISHING_KEEP_MS, then the schedule decides alone.
 */
import type { Observations, Observed } from '../shared/observations.ts';
import { REPLAY_MS } from '../shared/state.ts';
import { IDLE_EVERY_MS } from './observe.ts';
import type { Publishing } from './publishing.ts';

/** How long Publishing's last word stands while it fails. */
export const PUBLISHING_KEEP_MS = 10 * 60_000;
/** How many of its episode times are kept: the newest. */
const KEEP = 8;

const others = (seen: Observations) => seen.streams.filter((s) => s.source !== 'publishing');
const startOf = (s: Observed) => s.scheduledStart ?? 0;

/** The observations after one look at Publishing at `now` (see the file comment). */
export async function observePublishing(
  previous: Observations,
  publishing: Publishing | null,
  now: number,
  busy: boolean,
): Promise<Observations> {
  const forgotten = { ...previous, streams: others(previous), publishingTimes: [] };
  if (!publishing) return { ...forgotten, publishingFailed: false, publishingAt: 0 };
  const due = busy || previous.publishingFailed || now - previous.publishingAt >= IDLE_EVERY_MS;
  if (!due) return previous;
  try {
    const { times, streams } = await publishing.look(now);
    const recent = streams
      .filter((s) => startOf(s) >= now - 2 * REPLAY_MS)
      .sort((a, b) => startOf(b) - startOf(a))
      .slice(0, KEEP);
    return {
      ...previous,
      streams: [...recent, ...others(previous)],
      publishingTimes: times.filter((t) => t >= now - REPLAY_MS),
      publishingFailed: false,
      publishingAt: now,
    };
  } catch (error) {
    console.error(`Live stream: Planning Center Publishing failed: ${(error as Error).message}`);
    const stale = now - previous.publishingAt > PUBLISHING_KEEP_MS;
    return { ...(stale ? forgotten : previous), publishingFailed: true };
  }
}
