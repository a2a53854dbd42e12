/**
 * The Planning Center Publishing client (src/features/live/README.md, its Publishing section):
 * a channel's next times and its episodes with their episode times, through the platform's
 * Planning Center client (its paging, retries and Retry-After waits; PCO_BASE_URL points it at
 * a stand-in, and in demo mode at the emulator). Publishing has no webhooks: it is asked.
 */
import type { PcoClient } from '../../../platform/server/pco/client.ts';
import { PcoError } from '../../../platform/server/pco/transport.ts';
import type { Observed } from '../shared/observations.ts';
import { nextTimes, observedEpisodes } from '../shared/publishing-shapes.ts';

/** What Publishing says of the channel at one look. */
export interface PublishingLook {
  /** The next times' starts (epoch ms). */
  times: number[];
  /** Every episode time, as a stream. */
  streams: Observed[];
}

export interface Publishing {
  /** The channel's next times and episode times (`next_times`, `episodes?include=episode_times`). */
  look(now: number): Promise<PublishingLook>;
  /** The channel's name, or null when Planning Center has no such channel (404). */
  channel(): Promise<string | null>;
}

/** Makes a client for channel `channelId` over the platform's Planning Center client. */
export function createPublishing(pco: PcoClient, channelId: string): Publishing {
  const base = `/publishing/v2/channels/${channelId}`;
  return {
    async look(now) {
      const [times, episodes] = await Promise.all([
        pco.list(`${base}/next_times`),
        pco.list(`${base}/episodes`, { include: 'episode_times' }),
      ]);
      return {
        times: nextTimes(times.data),
        streams: observedEpisodes(episodes.data, episodes.included, now),
      };
    },
    async channel() {
      try {
        const doc = await pco.get<{ name?: string }>(base);
        return doc.data.attributes.name ?? '';
      } catch (error) {
        if (error instanceof PcoError && error.upstream === 404) return null;
        throw error;
      }
    },
  };
}
