/** The outside links public pages show, read from their variables at build time. */
import { describe, expect, test } from 'vitest';
import { publicLinks, readPublicLinks } from '../../../src/platform/shared/public-links.ts';

describe('publicLinks', () => {
  test('reads only the public links, without needing secrets in a production-like env', () => {
    const links = publicLinks({ PCO_APP_ID: 'x', GIVING_URL: 'https://give.example.org/dcc/' });
    expect(links.giving).toBe('https://give.example.org/dcc');
    expect(links.spotify).toMatch(/^https:\/\//);
  });

  test('names a bad link variable', () => {
    expect(() => publicLinks({ GIVING_URL: 'not a url' })).toThrow(/GIVING_URL/);
  });

  test('gives every problem, and the default in place of each bad link', () => {
    const { links, problems } = readPublicLinks({
      GIVING_URL: 'javascript:alert(1)',
      PODCAST_SPOTIFY_URL: 'spotify',
    });
    expect(problems).toEqual([
      'GIVING_URL must be an http(s) URL, got "javascript:alert(1)"',
      'PODCAST_SPOTIFY_URL must be an absolute URL such as https://example.org, got "spotify"',
    ]);
    expect(links.giving).toBe('https://dcc.churchcenter.com/giving');
    expect(links.spotify).toBe('https://open.spotify.com/show/dccsermons');
  });
});
