/**
 * The doctor's look at the live stream's sources (src/features/live/README.md, its Doctor
 * section): with YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID set, the key opens the Data API from a
 * server (not invalid, not restricted to websites) and YouTube knows the channel (one
 * `channels.list`, 1 unit), and the day's units as the site counted them (every instance's Data
 * API requests since midnight Pacific, kept with the observations); with PCO_PUBLISHING_CHANNEL_ID
 * set, Planning Center Publishing knows the channel.
 */
import { readLiveConfig, type LiveConfig } from '../../src/features/live/server/config.ts';
import { KEPT_NAME } from '../../src/features/live/server/live.ts';
import { createPublishing } from '../../src/features/live/server/publishing.ts';
import { createYouTube, YouTubeError } from '../../src/features/live/server/youtube.ts';
import type { Observations } from '../../src/features/live/shared/observations.ts';
import type { Config, Env } from '../../src/platform/server/config/types.ts';
import { readCopy } from '../../src/platform/server/pco/stored-copy.ts';
import type { Storage } from '../../src/platform/server/storage/types.ts';
import { systemClock } from '../../src/platform/shared/clock.ts';
import { doctorPcoClient } from './pco-checks.ts';
import { fail, pass, type Finding } from './report.ts';

/** YouTube's default daily quota, and the use past which the doctor warns. */
const [QUOTA, WARN_AT] = [10_000, 8_000];
const KEY_FIX =
  'Make a server key in the Google Cloud console (APIs & Services, Credentials): no application restriction, an API restriction to YouTube Data API v3; set it as YOUTUBE_API_KEY.';

/** The key and the channel, from one channels.list. */
async function checkYouTube(settings: NonNullable<LiveConfig['youtube']>): Promise<Finding[]> {
  const { channelId } = settings;
  try {
    const title = await createYouTube(settings).channel();
    if (title === null)
      return [
        pass('YOUTUBE_API_KEY', 'the key opens the YouTube Data API from a server'),
        fail(
          'YOUTUBE_CHANNEL_ID',
          `YouTube knows no channel ${channelId}`,
          'Copy the channel id (UC…) from YouTube Studio, Settings, Channel, Advanced settings.',
        ),
      ];
    return [
      pass('YOUTUBE_API_KEY', 'the key opens the YouTube Data API from a server'),
      pass('YOUTUBE_CHANNEL_ID', `channel ${channelId} is “${title}”`),
    ];
  } catch (error) {
    if (!(error instanceof YouTubeError)) throw error;
    if (error.problem === 'key')
      return [
        fail('YOUTUBE_API_KEY', `the key is invalid or restricted: ${error.message}`, KEY_FIX),
      ];
    if (error.problem === 'quota')
      return [fail('YouTube quota', `spent for today: ${error.message}`, QUOTA_FIX)];
    return [
      fail(
        'YOUTUBE_API_URL',
        error.message,
        'Leave YOUTUBE_API_URL unset for YouTube itself, or check the address.',
      ),
    ];
  }
}

const QUOTA_FIX =
  'The site needs under 1,000 units on a Sunday: look for another use of the key’s Google Cloud project (Quotas page); the site rests until midnight Pacific meanwhile.';

/** The day's units as the site counted them in the stored observations. */
async function checkQuota(storage: Storage, now: number): Promise<Finding> {
  const kept = await readCopy<Observations>(storage, KEPT_NAME).catch(() => null);
  const seen = kept?.copy?.value;
  const units = seen && seen.quotaResetsAt > now ? seen.quotaUnits : 0;
  const said = `${units} of ${QUOTA} units used today by the site (its own count of Data API requests since midnight Pacific, this check’s one more)`;
  const refused = seen?.youtube === 'quota' && seen.youtubeQuietUntil > now;
  if (refused) return fail('YouTube quota', `YouTube said quotaExceeded; ${said}`, QUOTA_FIX);
  if (units >= WARN_AT) return fail('YouTube quota', said, QUOTA_FIX);
  return pass('YouTube quota', said);
}

/** The Publishing channel exists. */
async function checkPublishing(config: Config, channelId: string): Promise<Finding> {
  const client = doctorPcoClient(config);
  const subject = 'PCO_PUBLISHING_CHANNEL_ID';
  try {
    const name = await createPublishing(client, channelId).channel();
    if (name !== null) return pass(subject, `Publishing channel ${channelId} is “${name}”`);
    return fail(
      subject,
      `no Publishing channel has id ${channelId}`,
      'Open Publishing > Channels in Planning Center, copy the id from the address bar, and set PCO_PUBLISHING_CHANNEL_ID.',
    );
  } catch (error) {
    return fail(
      subject,
      `Publishing channel ${channelId} could not be read (${(error as Error).message})`,
      'Check the Planning Center token (the findings above) and try again.',
    );
  }
}

/** The live stream's findings (see the file comment); `env`: the variables the config came from. */
export async function checkLive(config: Config, env: Env, storage: Storage): Promise<Finding[]> {
  const live = readLiveConfig(env, config.demoOrigin);
  const findings = live.problems.map((problem) =>
    fail('Live stream variables', problem, 'Set the variable as the message says.'),
  );
  if (live.youtube) {
    const youtube = await checkYouTube(live.youtube);
    findings.push(...youtube);
    // YouTube saying quotaExceeded now is the quota's finding; else the site's count is
    if (!youtube.some((f) => f.subject === 'YouTube quota'))
      findings.push(await checkQuota(storage, systemClock.now()));
  }
  if (live.publishingChannelId)
    findings.push(await checkPublishing(config, live.publishingChannelId));
  if (!live.youtube && !live.publishingChannelId && !live.problems.length)
    findings.push(pass('YOUTUBE_API_KEY', 'unset: the schedule alone says when the stream is on'));
  return findings;
}
