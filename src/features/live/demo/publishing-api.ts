/**
 * The emulator's Planning Center Publishing (src/features/live/README.md, its Publishing
 * section): the demo channel, its next times and its episodes with their episode times, in
 * Publishing's JSON:API shapes, told from the same scripted timeline as the demo's YouTube
 * (timeline.ts): each cycle's stream is an episode whose time is upcoming, active, then over,
 * its `video_url` the stream's address on YouTube. Reached only through the emulator's routes.
 */
import type { PcoResource } from '../../../platform/server/pco/jsonapi.ts';
import { errorDocument, listDocument, resourceDocument } from '../../../demo/jsonapi.ts';
import { DEMO_PUBLISHING_CHANNEL_ID } from '../server/config.ts';
import { watchUrlOf } from '../shared/youtube-shapes.ts';
import { demoVideos, type DemoVideo } from './timeline.ts';

interface Ctx {
  url: URL;
  now: number;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const notFound = (type: string, id: string) =>
  errorDocument(404, 'Not Found', `Couldn't find ${type} with 'id'=${id}`);
/** The scripted streams, newest first (the ordinary upload is no episode). */
const streams = (now: number) => demoVideos(now).filter((v) => v.live);

function stateOf(video: DemoVideo, now: number): 'upcoming' | 'active' | 'over' {
  const live = video.live!;
  if (live.end !== null && now >= live.end) return 'over';
  return live.start !== null ? 'active' : 'upcoming';
}

function episodeTime(video: DemoVideo, now: number): PcoResource {
  const live = video.live!;
  return {
    type: 'EpisodeTime',
    id: `${video.id}-t`,
    attributes: {
      starts_at: iso(live.scheduled),
      ends_at: iso(live.end ?? live.scheduled + 60 * 60_000),
      current_state: stateOf(video, now),
      streaming_service: 'youtube',
      video_url: watchUrlOf(video.id),
      video_embed_code: null,
    },
  };
}

function episode(video: DemoVideo): PcoResource {
  return {
    type: 'Episode',
    id: video.id,
    attributes: { title: video.title, published_live_at: iso(video.live!.scheduled) },
    relationships: { episode_times: { data: [{ type: 'EpisodeTime', id: `${video.id}-t` }] } },
  };
}

const OPTIONS = (now: number) => ({
  canInclude: ['episode_times'],
  includer: (resource: PcoResource, name: string) => {
    const video = streams(now).find((v) => v.id === resource.id);
    return name === 'episode_times' && video ? [episodeTime(video, now)] : undefined;
  },
});

/** `channels/{id}`: the demo channel, 404 for any other. */
export function showChannel(c: Ctx, id: string): Response {
  if (id !== DEMO_PUBLISHING_CHANNEL_ID) return notFound('Channel', id);
  return resourceDocument(c.url, {
    type: 'Channel',
    id,
    attributes: {
      name: 'Sunday Worship',
      activate_episode_minutes_before: 15,
      default_video_url: null,
    },
  });
}

/** `channels/{id}/next_times`: the stream still to start. */
export function listNextTimes(c: Ctx, id: string): Response {
  if (id !== DEMO_PUBLISHING_CHANNEL_ID) return notFound('Channel', id);
  const times = streams(c.now)
    .filter((v) => v.live!.scheduled > c.now)
    .map((v) => ({
      type: 'NextTime',
      id: `${v.id}-n`,
      attributes: { starts_at: iso(v.live!.scheduled) },
    }));
  return listDocument(c.url, times);
}

/** `channels/{id}/episodes` (`include=episode_times`). */
export function listEpisodes(c: Ctx, id: string): Response {
  if (id !== DEMO_PUBLISHING_CHANNEL_ID) return notFound('Channel', id);
  return listDocument(c.url, streams(c.now).map(episode), OPTIONS(c.now));
}

/** `episodes/{id}/episode_times`. */
export function listEpisodeTimes(c: Ctx, id: string): Response {
  const video = streams(c.now).find((v) => v.id === id);
  if (!video) return notFound('Episode', id);
  return listDocument(c.url, [episodeTime(video, c.now)]);
}
