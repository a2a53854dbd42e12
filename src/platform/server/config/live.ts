/**
 * The live stream's section of the config (src/features/live/README.md): YouTube once
 * YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID are set (YOUTUBE_API_URL and YOUTUBE_FEED_URL point the
 * client at a stand-in, as PCO_BASE_URL does), the demo's YouTube emulator and player in demo
 * mode, else the schedule alone; Planning Center Publishing once PCO_PUBLISHING_CHANNEL_ID is set.
 */
import { DEMO_IDS, DEMO_YOUTUBE_PATH } from './demo.ts';
import * as read from './env.ts';
import { ConfigError, text } from './env.ts';
import type { Attempt, Env, LiveConfig } from './types.ts';

/** YouTube's own addresses. */
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_FEED_URL = 'https://www.youtube.com/feeds/videos.xml';
/** The demo's key and channel, which its emulator checks. */
export const DEMO_YOUTUBE = { key: 'demo-youtube-key', channelId: 'UCdogwoodDemoChannel00001' };
/** A channel id: UC and 22 characters. */
const CHANNEL_ID = /^UC[\w-]{22}$/;

function channelOf(env: Env): string | null {
  const value = text(env, 'YOUTUBE_CHANNEL_ID');
  if (value === undefined) return null;
  if (!CHANNEL_ID.test(value))
    throw new ConfigError(
      'YOUTUBE_CHANNEL_ID must be a channel id: UC and 22 letters, digits, - or _ (YouTube Studio, Settings, Channel, Advanced settings)',
    );
  return value;
}

/** The live stream's sources; see the file comment. */
export function liveConfig(env: Env, demoOrigin: string | null, attempt: Attempt): LiveConfig {
  const channelId = attempt(() => channelOf(env), null);
  const key = text(env, 'YOUTUBE_API_KEY');
  const publishingChannelId =
    text(env, 'PCO_PUBLISHING_CHANNEL_ID') !== undefined
      ? attempt(() => read.id(env, 'PCO_PUBLISHING_CHANNEL_ID', ''), null)
      : demoOrigin
        ? DEMO_IDS.publishingChannelId
        : null;
  const urls = (apiUrl: string, feedUrl: string) => ({
    apiUrl: attempt(() => read.absoluteUrl(env, 'YOUTUBE_API_URL', apiUrl), apiUrl),
    feedUrl: attempt(() => read.absoluteUrl(env, 'YOUTUBE_FEED_URL', feedUrl), feedUrl),
  });
  if (key) {
    if (!channelId)
      attempt(() => {
        throw new ConfigError('YOUTUBE_CHANNEL_ID is required when YOUTUBE_API_KEY is set');
      }, null);
    const youtube = channelId ? { ...urls(YOUTUBE_API_URL, YOUTUBE_FEED_URL), key, channelId } : null;
    return { youtube, channelId, publishingChannelId, player: 'youtube' };
  }
  if (demoOrigin) {
    const base = `${demoOrigin}${DEMO_YOUTUBE_PATH}`;
    const youtube = { ...urls(`${base}/v3`, `${base}/feeds/videos.xml`), ...DEMO_YOUTUBE };
    return { youtube, channelId: DEMO_YOUTUBE.channelId, publishingChannelId, player: 'demo' };
  }
  return { youtube: null, channelId, publishingChannelId, player: 'youtube' };
}
