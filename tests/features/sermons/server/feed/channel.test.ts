import { describe, expect, test } from 'vitest';
import { channelFor } from '../../../../../src/features/sermons/server/feed/channel.ts';

const site = { siteUrl: 'https://dogwoodcc.org', mediaPublicUrl: '/media/' };

describe('channelFor', () => {
  test("dates its copyright by the clock it is handed, in UTC as the feed's dates are", () => {
    expect(channelFor(site, Date.UTC(2031, 5, 1)).copyright).toBe(
      '© 2031 Dogwood Community Church',
    );
    expect(channelFor(site, Date.UTC(2031, 11, 31, 23, 59)).copyright).toContain('2031');
    expect(channelFor(site, Date.UTC(2032, 0, 1)).copyright).toContain('2032');
  });

  test("names the site's own feed, cover and giving page", () => {
    const channel = channelFor(site, 0);
    expect(channel.feedUrl).toBe('https://dogwoodcc.org/podcast.xml');
    expect(channel.link).toBe('https://dogwoodcc.org');
    expect(channel.funding?.url).toBe('https://dogwoodcc.org/give');
  });
});
