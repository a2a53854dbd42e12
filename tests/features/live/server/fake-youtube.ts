/**
 * A YouTube client for the service's unit tests: one stream whose state the test sets, the
 * calls counted by kind, and an error to throw instead when the test says so.
 */
import type { Observed } from '../../../../src/features/live/shared/observations.ts';
import { YouTubeError, type YouTube } from '../../../../src/features/live/server/youtube.ts';

/** The test's stream id. */
export const STREAM_ID = 'stream00001';

/** The stream as YouTube would tell it, and the calls made. */
export function fakeYouTube(scheduledStart: number) {
  const calls = { uploads: 0, videos: 0, feed: 0 };
  const state = {
    status: 'upcoming' as Observed['status'],
    actualStart: null as number | null,
    actualEnd: null as number | null,
    failing: null as YouTubeError | null,
  };
  /** Answers after a moment, as a server would, or throws the failing error. */
  const refuse = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (state.failing) throw state.failing;
  };
  const youtube: YouTube = {
    units: 0,
    async uploads() {
      calls.uploads += 1;
      await refuse();
      return [STREAM_ID];
    },
    async videos(ids, now) {
      calls.videos += 1;
      await refuse();
      if (!ids.includes(STREAM_ID)) return [];
      const { status, actualStart, actualEnd } = state;
      const watchUrl = `https://www.youtube.com/watch?v=${STREAM_ID}`;
      const title = 'Sunday Worship, live';
      return [
        { id: STREAM_ID, title, status, scheduledStart, actualStart, actualEnd, watchUrl },
      ].map((s) => ({ ...s, source: 'youtube' as const, checkedAt: now }));
    },
    async channel() {
      await refuse();
      return 'Demo';
    },
    async feed() {
      calls.feed += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [{ id: STREAM_ID, title: 'Sunday Worship, live', published: scheduledStart }];
    },
  };
  return { youtube, calls, state };
}

/** YouTube's answer once the day's quota is spent. */
export const QUOTA = new YouTubeError('quota', 403, 'YouTube answered 403 quotaExceeded');
/** YouTube's answer to a bad key. */
export const BAD_KEY = new YouTubeError('key', 400, 'YouTube answered 400 API key not valid');
