/**
 * The demo's YouTube (src/features/live/README.md, its YouTube section): the Data API v3's
 * `videos.list`, `playlistItems.list` and `channels.list` and the channel's Atom feed, in their
 * real shapes, over the scripted timeline (timeline.ts), so demo mode runs the production client
 * as the Planning Center emulator lets it run Planning Center's. Strict like the service: the key
 * is checked (400 keyInvalid), every Data API request costs a unit of a daily quota, a refused one
 * too (403 quotaExceeded once spent, until midnight Pacific), search.list does not exist here.
 * `GET <prefix>/quota` says the units used, for the tests and the doctor.
 */
import { quotaResetAfter } from '../server/observe.ts';
import { broadcastOf, demoVideos, type DemoVideo } from './timeline.ts';

/** What the emulator answers as. */
export interface YouTubeEmulatorOptions {
  /** Where it is served (`/demo/youtube`). */
  prefix: string;
  key: string;
  channelId: string;
  /** A key restricted to websites (HTTP referrers), refused from a server with 403 forbidden. */
  refererKey?: string;
  /** The day's quota: 10,000 units, as YouTube's default. */
  quota?: number;
  now?: () => number;
}

/** The emulator: a handler, and the units used today. */
export interface YouTubeEmulator {
  handle(req: Request): Response;
  units(): number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** YouTube's error body; `detail`: Google's ErrorInfo reason, as a restricted key's. */
function failure(code: number, reason: string, message: string, detail?: string): Response {
  const domain = reason === 'quotaExceeded' ? 'youtube.quota' : 'global';
  const details = detail
    ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: detail }] }
    : {};
  const body = { error: { code, message, errors: [{ domain, reason, message }], ...details } };
  return Response.json(body, { status: code });
}

function videoItem(video: DemoVideo, now: number) {
  const details = video.live && {
    scheduledStartTime: iso(video.live.scheduled),
    ...(video.live.start !== null ? { actualStartTime: iso(video.live.start) } : {}),
    ...(video.live.end !== null ? { actualEndTime: iso(video.live.end) } : {}),
  };
  return {
    kind: 'youtube#video',
    id: video.id,
    snippet: {
      publishedAt: iso(video.published),
      title: video.title,
      liveBroadcastContent: broadcastOf(video, now),
    },
    ...(details ? { liveStreamingDetails: details } : {}),
  };
}

function feedXml(videos: DemoVideo[], channelId: string): string {
  const entries = videos.map(
    (v) =>
      `<entry><id>yt:video:${v.id}</id><yt:videoId>${v.id}</yt:videoId><yt:channelId>${channelId}</yt:channelId><title>${v.title}</title><published>${iso(v.published)}</published></entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom"><title>Dogwood Community Church</title>${entries.join('')}</feed>`;
}

/** Makes the emulator (see the file comment). */
export function createYouTubeEmulator(options: YouTubeEmulatorOptions): YouTubeEmulator {
  const { prefix, key, channelId, quota = 10_000, now = Date.now } = options;
  let used = { units: 0, until: 0 };
  const data = (resource: string, params: URLSearchParams, at: number): Response => {
    const videos = demoVideos(at);
    if (resource === 'videos') {
      const ids = (params.get('id') ?? '').split(',');
      const items = videos.filter((v) => ids.includes(v.id)).map((v) => videoItem(v, at));
      return Response.json({ kind: 'youtube#videoListResponse', items });
    }
    if (resource === 'playlistItems') {
      if (params.get('playlistId') !== `UU${channelId.slice(2)}`)
        return failure(
          404,
          'playlistNotFound',
          'The playlist identified with the request cannot be found.',
        );
      const items = videos.map((v) => ({ contentDetails: { videoId: v.id } }));
      return Response.json({ kind: 'youtube#playlistItemListResponse', items });
    }
    if (resource === 'channels') {
      const items =
        params.get('id') === channelId
          ? [{ id: channelId, snippet: { title: 'Dogwood Community Church' } }]
          : [];
      return Response.json({ kind: 'youtube#channelListResponse', items });
    }
    return failure(404, 'notFound', 'Not Found');
  };
  const units = () => (now() < used.until ? used.units : 0);
  return {
    units,
    handle(req) {
      const url = new URL(req.url);
      const path = url.pathname.slice(prefix.length);
      const at = now();
      if (path === '/quota') return Response.json({ used: units(), quota });
      if (path === '/feeds/videos.xml') {
        if (url.searchParams.get('channel_id') !== channelId)
          return new Response('', { status: 404 });
        return new Response(feedXml(demoVideos(at), channelId), {
          headers: { 'Content-Type': 'application/atom+xml; charset=UTF-8' },
        });
      }
      const resource = /^\/v3\/(\w+)$/.exec(path)?.[1];
      if (!resource || req.method !== 'GET') return failure(404, 'notFound', 'Not Found');
      if (at >= used.until) used = { units: 0, until: quotaResetAfter(at) };
      used.units += 1;
      if (options.refererKey && url.searchParams.get('key') === options.refererKey)
        return failure(
          403,
          'forbidden',
          'Requests from referer <empty> are blocked.',
          'API_KEY_HTTP_REFERRER_BLOCKED',
        );
      if (url.searchParams.get('key') !== key)
        return failure(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.');
      if (used.units > quota)
        return failure(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        );
      return data(resource, url.searchParams, at);
    },
  };
}
