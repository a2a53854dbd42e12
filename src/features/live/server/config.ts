/**
 * The live stream's variables, read in this one place (src/features/live/README.md, its Config
 * section): Planning Center Publishing once PCO_PUBLISHING_CHANNEL_ID is set, YouTube once
 * YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID are set (YOUTUBE_API_URL and YOUTUBE_FEED_URL point the
 * client at a stand-in, as PCO_BASE_URL does for Planning Center), in demo mode the emulators'
 * channels, else the schedule alone. Read with the platform's generic
 * readers (config/env.ts), so the platform's config names no feature. A bad value never stops the
 * site: the schedule decides and `problems` says what is wrong (logged once per config).
 */
import * as read from '../../../platform/server/config/env.ts';
import { collector, ConfigError, text } from '../../../platform/server/config/env.ts';
import type { Attempt, Config, Env } from '../../../platform/server/config/types.ts';
import type { YouTubeSettings } from './youtube.ts';

/** YouTube's own addresses. */
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_FEED_URL = 'https://www.youtube.com/feeds/videos.xml';
/**
 * Where the demo serves its YouTube emulator (netlify/functions/youtube-emulator.mts repeats it
 * as a literal, which Netlify reads without running the module).
 */
export const DEMO_YOUTUBE_PATH = '/demo/youtube';
/** The demo's key and channel, which its emulator checks. */
export const DEMO_YOUTUBE = { key: 'demo-youtube-key', channelId: 'UCdogwoodDemoChannel0001' };
/** The demo's Publishing channel, which the Planning Center emulator serves (live/demo.ts). */
export const DEMO_PUBLISHING_CHANNEL_ID = '4410';
/** A channel id: UC and 22 characters. */
const CHANNEL_ID = /^UC[\w-]{22}$/;

/** The live feature's settings. */
export interface LiveConfig {
  /** Where and as whom YouTube is asked; null: the schedule alone. */
  youtube: YouTubeSettings | null;
  /** The church's channel (its live page is offered when the stream cannot be shown). */
  channelId: string | null;
  /** Which player the page uses: YouTube's embed, or the demo's local page. */
  player: 'youtube' | 'demo';
  /** The Planning Center Publishing channel asked between the schedule and YouTube; null: none. */
  publishingChannelId: string | null;
  /** What is wrong with the variables (for the logs and the doctor); empty when nothing is. */
  problems: string[];
}

function channelOf(env: Env): string | null {
  const value = text(env, 'YOUTUBE_CHANNEL_ID');
  if (value === undefined) return null;
  if (!CHANNEL_ID.test(value))
    throw new ConfigError(
      'YOUTUBE_CHANNEL_ID must be a channel id: UC and 22 letters, digits, - or _ (YouTube Studio, Settings, Channel, Advanced settings)',
    );
  return value;
}

/** PCO_PUBLISHING_CHANNEL_ID, or in demo mode the emulator's channel. */
function publishingOf(env: Env, demoOrigin: string | null): string | null {
  const value = text(env, 'PCO_PUBLISHING_CHANNEL_ID');
  if (value === undefined) return demoOrigin ? DEMO_PUBLISHING_CHANNEL_ID : null;
  return read.id(env, 'PCO_PUBLISHING_CHANNEL_ID', value);
}

/** The live settings from `env`; `demoOrigin` is the config's (null outside demo mode). */
export function readLiveConfig(env: Env, demoOrigin: string | null): LiveConfig {
  const { problems, attempt } = collector();
  const publishingChannelId = attempt(() => publishingOf(env, demoOrigin), null);
  const youtubeOf = readYouTube(env, demoOrigin, attempt, problems);
  return { ...youtubeOf, publishingChannelId, problems };
}

/** The YouTube part of the settings (see the file comment). */
function readYouTube(
  env: Env,
  demoOrigin: string | null,
  attempt: Attempt,
  problems: string[],
): Omit<LiveConfig, 'publishingChannelId' | 'problems'> {
  const channelId = attempt(() => channelOf(env), null);
  const key = text(env, 'YOUTUBE_API_KEY');
  const urls = (apiUrl: string, feedUrl: string) => ({
    apiUrl: attempt(() => read.absoluteUrl(env, 'YOUTUBE_API_URL', apiUrl), apiUrl),
    feedUrl: attempt(() => read.absoluteUrl(env, 'YOUTUBE_FEED_URL', feedUrl), feedUrl),
  });
  if (key) {
    if (!channelId && !problems.length)
      problems.push('YOUTUBE_CHANNEL_ID is required when YOUTUBE_API_KEY is set');
    const youtube = channelId
      ? { ...urls(YOUTUBE_API_URL, YOUTUBE_FEED_URL), key, channelId }
      : null;
    return { youtube, channelId, player: 'youtube' };
  }
  if (demoOrigin) {
    const base = `${demoOrigin}${DEMO_YOUTUBE_PATH}`;
    const youtube = { ...urls(`${base}/v3`, `${base}/feeds/videos.xml`), ...DEMO_YOUTUBE };
    return { youtube, channelId: DEMO_YOUTUBE.channelId, player: 'demo' };
  }
  return { youtube: null, channelId, player: 'youtube' };
}

let made: { for: Config; live: LiveConfig } | undefined;

/**
 * The live settings for this config (read again only when the config is: tests reset it), from
 * `env`, the process's variables the config was read from.
 */
export function liveConfig(cfg: Config, env: Env): LiveConfig {
  if (made?.for !== cfg) {
    const live = readLiveConfig(env, cfg.demoOrigin);
    for (const problem of live.problems) console.error(`Live stream: ${problem}`);
    made = { for: cfg, live };
  }
  return made.live;
}
