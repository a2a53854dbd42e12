/**
 * A strict stand-in for YouTube on a port of its own (src/features/live/demo/emulator.ts served
 * at the root): the production client reaches it through YOUTUBE_API_URL and YOUTUBE_FEED_URL,
 * and the test counts the units it was asked for.
 */
import { createServer } from 'node:http';
import { createYouTubeEmulator } from '../../../../src/demo/index.ts';
import { closeServer, listen } from '../../../../tools/local/listen.ts';
import { sendResponse, toRequest } from '../../../../tools/local/node-http.ts';

/** The stand-in's channel and key, which it checks. */
export const STAND_IN = { key: 'stand-in-youtube-key', channelId: 'UCstandInChannel00000001' };
/** A key the stand-in takes for one restricted to websites: refused from a server (403). */
export const REFERER_KEY = 'stand-in-referer-only-key';

/** The stand-in started, with the variables that point the site at it. */
export interface YouTubeStandIn {
  env: Record<string, string>;
  units(): number;
  close(): Promise<void>;
}

/** Starts the stand-in with a day's quota of `quota` units. */
export async function startYouTubeStandIn(quota = 10_000): Promise<YouTubeStandIn> {
  const emulator = createYouTubeEmulator({
    prefix: '',
    ...STAND_IN,
    refererKey: REFERER_KEY,
    quota,
  });
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    void sendResponse(res, emulator.handle(toRequest(req, origin, new AbortController().signal)));
  });
  const { url } = await listen(server, 0);
  return {
    env: {
      YOUTUBE_API_KEY: STAND_IN.key,
      YOUTUBE_CHANNEL_ID: STAND_IN.channelId,
      YOUTUBE_API_URL: `${url}/v3`,
      YOUTUBE_FEED_URL: `${url}/feeds/videos.xml`,
    },
    units: () => emulator.units(),
    close: () => closeServer(server),
  };
}
