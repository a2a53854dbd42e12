/** Publishing's answers as the site reads them (src/features/live/shared/publishing-shapes.ts). */
import { describe, expect, test } from 'vitest';
import {
  nextTimes,
  observedEpisodes,
  type PublishingResource,
} from '../../../../src/features/live/shared/publishing-shapes.ts';
import { believed, NOTHING_SEEN } from '../../../../src/features/live/shared/observations.ts';

const NOW = Date.parse('2026-12-13T15:40:00Z');
const time = (id: string, state: string, video: string | null): PublishingResource => ({
  type: 'EpisodeTime',
  id,
  attributes: {
    starts_at: '2026-12-13T15:30:00Z',
    ends_at: '2026-12-13T16:30:00Z',
    current_state: state,
    streaming_service: 'youtube',
    video_url: video,
    video_embed_code: null,
  },
});
const episode = (id: string, times: string[]): PublishingResource => ({
  type: 'Episode',
  id,
  attributes: { title: 'Advent, week 2' },
  relationships: {
    episode_times: { data: times.map((t) => ({ type: 'EpisodeTime', id: t })) },
  },
});

describe('Publishing’s shapes', () => {
  test('next times in order, a bad one left out', () => {
    const at = (starts_at: unknown) => ({ type: 'NextTime', id: '1', attributes: { starts_at } });
    expect(nextTimes([at('2026-12-20T15:30:00Z'), at(null), at('2026-12-13T15:30:00Z')])).toEqual([
      Date.parse('2026-12-13T15:30:00Z'),
      Date.parse('2026-12-20T15:30:00Z'),
    ]);
  });

  test('active is live, over the replay, upcoming waits; the YouTube id comes from video_url', () => {
    const streams = observedEpisodes(
      [episode('1', ['11', '12', '13'])],
      [
        time('11', 'active', 'https://www.youtube.com/watch?v=abcdefghijk'),
        time('12', 'over', 'https://vimeo.com/12345'),
        time('13', 'upcoming', null),
      ],
      NOW,
    );
    expect(streams.map((s) => [s.status, s.id, s.source])).toEqual([
      ['live', 'abcdefghijk', 'publishing'],
      ['over', null, 'publishing'],
      ['upcoming', null, 'publishing'],
    ]);
    expect(streams[0]).toMatchObject({ title: 'Advent, week 2', actualEnd: null });
    expect(streams[1]).toMatchObject({
      watchUrl: 'https://vimeo.com/12345',
      actualEnd: Date.parse('2026-12-13T16:30:00Z'),
    });
    expect(streams[2]!.actualStart).toBeNull();
  });

  test('an episode time of unknown state, or not included, is no stream', () => {
    const odd = time('11', 'paused', null);
    expect(observedEpisodes([episode('1', ['11', '99'])], [odd], NOW)).toEqual([]);
  });
});

describe('whose word is believed on one video', () => {
  const [fromPublishing] = observedEpisodes(
    [episode('1', ['11'])],
    [time('11', 'active', 'https://youtu.be/abcdefghijk')],
    NOW,
  );
  const fromYouTube = {
    ...fromPublishing!,
    source: 'youtube' as const,
    status: 'upcoming' as const,
  };
  const seen = { ...NOTHING_SEEN, streams: [fromPublishing!, fromYouTube] };

  test('YouTube’s while it answers (a late start: Publishing says active, YouTube upcoming)', () => {
    expect(believed(seen)).toEqual([fromYouTube]);
  });
  test('Publishing’s while YouTube fails', () => {
    expect(believed({ ...seen, youtube: 'quota' })).toEqual([fromPublishing]);
  });
});
