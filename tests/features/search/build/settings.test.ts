/** What the index build reads: the public site, never storage or a secret. */
import { describe, expect, test } from 'vitest';
import { getSearchSettings } from '../../../../src/features/search/build/settings.ts';

describe("the index build's settings", () => {
  test('name the public site and media, never storage or a secret', () => {
    const env = {
      SITE_URL: 'https://www.dcc.example',
      MEDIA_PUBLIC_URL: 'https://cdn.dcc.example/media',
    };
    const settings = getSearchSettings(env);
    expect(settings).toEqual({
      demo: false,
      siteUrl: 'https://www.dcc.example',
      mediaPublicUrl: 'https://cdn.dcc.example/media/',
      timezone: 'America/New_York',
    });
  });

  test('are the demo sermons without SITE_URL, and name every bad variable', () => {
    expect(getSearchSettings({})).toMatchObject({ demo: true, mediaPublicUrl: '/media/' });
    expect(() => getSearchSettings({ SITE_URL: 'www.dcc.example' })).toThrow(/SITE_URL/);
  });
});
