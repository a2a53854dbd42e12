import { describe, expect, test } from 'vitest';
import type { LiveAnswer } from '../../../../src/features/live/shared/api-types.ts';
import {
  countdownText,
  liveView,
  nextAskIn,
  posterText,
} from '../../../../src/features/live/shared/view.ts';

const ZONE = 'America/New_York';
const stream = {
  id: 'abcdefghijk',
  title: 'Sunday Worship, Dec 13',
  watchUrl: null,
  endedAt: null,
};
// Sunday 13 December 2026, 10:30 in New York (EST, UTC-5)
const service = { title: 'Sunday Worship', startsAt: '2026-12-13T15:30:00.000Z' };
const next = { title: 'Sunday Worship', startsAt: '2026-12-20T15:30:00.000Z' };

/** An answer in `state`, with what the server gives for it. */
function answer(state: LiveAnswer['state'], more: Partial<LiveAnswer> = {}): LiveAnswer {
  return {
    state,
    service: state === 'idle' ? null : service,
    video: state === 'live' || state === 'replay' ? stream : null,
    next,
    latest: null,
    notice: null,
    channelUrl: null,
    pollUntil: null,
    wakeAt: null,
    player: 'youtube',
    checkedAt: '2026-12-13T15:00:00.000Z',
    ...more,
  };
}

describe('what /live shows of each state', () => {
  test('countdown: "Live at" the service’s time in the church’s zone, no player', () => {
    const view = liveView(answer('countdown', { notice: { text: 'Live at 10:30AM' } }), ZONE);
    expect(view).toMatchObject({ heading: 'Live at 10:30AM', title: 'Sunday Worship', play: null });
    expect(view.countdownTo).toBe(Date.parse(service.startsAt));
    expect(view.next).toBe('Next service: Sunday, Dec 20 at 10:30AM');
    // without the banner's words, the page says the same from the service in the zone
    expect(liveView(answer('countdown'), ZONE).heading).toBe('Live at 10:30AM');
    expect(liveView(answer('countdown'), 'America/Chicago').heading).toBe('Live at 9:30AM');
  });

  test('live: "Live now", the stream’s title and the stream to play', () => {
    const view = liveView(answer('live', { notice: { text: 'Live now' } }), ZONE);
    expect(view).toMatchObject({ heading: 'Live now', title: stream.title, countdownTo: null });
    expect(view.play?.id).toBe(stream.id);
  });

  test('replay: "Watch the replay", the same video, and the sermon’s page once published', () => {
    const replay = answer('replay', { notice: { text: 'Watch the replay' } });
    expect(liveView(replay, ZONE)).toMatchObject({
      heading: 'Watch the replay',
      sermonPage: null,
    });
    expect(liveView(replay, ZONE).play?.id).toBe(stream.id);
    const published = { ...replay, video: { ...stream, sermonPage: '/sermons/dec-13' } };
    expect(liveView(published, ZONE).sermonPage).toBe('/sermons/dec-13');
  });

  test('idle: the next service and the latest replay; a video with no id is not played', () => {
    const view = liveView(answer('idle', { latest: stream }), ZONE);
    expect(view).toMatchObject({ heading: 'Next service', title: null, countdownTo: null });
    expect(view.play?.id).toBe(stream.id);
    expect(liveView(answer('idle', { latest: { ...stream, id: null } }), ZONE).play).toBeNull();
  });

  test('the channel’s live page is offered when the answer carries it', () => {
    const url = 'https://www.youtube.com/channel/UCx/live';
    expect(liveView(answer('live', { channelUrl: url, video: null }), ZONE)).toMatchObject({
      channelUrl: url,
      play: null,
    });
  });
});

describe('the countdown', () => {
  test('counts hours, minutes and seconds, never below zero', () => {
    const to = Date.parse(service.startsAt);
    expect(countdownText(to, to - 3_909_000)).toBe('1:05:09');
    expect(countdownText(to, to - 309_000)).toBe('5:09');
    expect(countdownText(to, to - 500)).toBe('0:01');
    expect(countdownText(to, to + 60_000)).toBe('0:00');
  });

  test('the poster counts down, then says the service is starting while it is late', () => {
    const to = Date.parse(service.startsAt);
    expect(posterText(to, to - 309_000)).toBe('Starts in 5:09');
    expect(posterText(to, to)).toBe('Starting soon');
    expect(posterText(null, to)).toBeNull();
  });
});

describe('when the page asks again', () => {
  const now = Date.parse('2026-12-13T15:10:00.000Z');
  test('inside a window when the answer’s look turns a minute old, never after it', () => {
    const inside = answer('countdown', { pollUntil: '2026-12-13T17:00:00.000Z' });
    const lookedAt = (seconds: number) => ({
      ...inside,
      checkedAt: new Date(now - seconds * 1000).toISOString(),
    });
    expect(nextAskIn(lookedAt(0), now)).toBe(60_000);
    expect(nextAskIn(lookedAt(40), now)).toBe(22_000);
    expect(nextAskIn(lookedAt(59), now)).toBe(5_000);
    expect(nextAskIn(lookedAt(-30), now)).toBe(60_000);
    expect(nextAskIn(inside, Date.parse('2026-12-13T17:00:00.000Z'))).toBeNull();
    expect(nextAskIn(answer('idle'), now)).toBeNull();
  });

  test('outside a window, once when the next one opens, in steps a timer can take', () => {
    const idle = answer('idle', { wakeAt: '2026-12-13T15:40:00.000Z' });
    expect(nextAskIn(idle, now)).toBe(30 * 60_000);
    const far = answer('idle', { wakeAt: '2027-02-13T15:40:00.000Z' });
    expect(nextAskIn(far, now)).toBe(2 ** 31 - 1);
  });
});
