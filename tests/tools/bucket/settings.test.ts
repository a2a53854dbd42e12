/** What `npm run setup-bucket` reads: the bucket and the origins, no secret of the site. */
import { describe, expect, test } from 'vitest';
import { ConfigError } from '../../../src/platform/server/config/index.ts';
import { getBucketSettings } from '../../../tools/bucket/settings.ts';

describe('getBucketSettings', () => {
  test('reads the bucket and the origins that may upload, without the site’s secrets', () => {
    const settings = getBucketSettings({
      S3_BUCKET: 'dcc-media',
      S3_REGION: 'eu-west-1',
      SITE_URL: 'https://www.dcc.example',
      DEPLOY_PRIME_URL: 'https://main--dcc.netlify.app',
      SITE_NAME: 'dcc',
    });
    expect(settings.storage).toMatchObject({
      kind: 's3',
      bucket: 'dcc-media',
      region: 'eu-west-1',
    });
    expect(settings.allowedOrigins).toEqual([
      'https://www.dcc.example',
      'https://main--dcc.netlify.app',
    ]);
    expect(settings.siteName).toBe('dcc');
  });

  test('needs the site’s address, whose origins may upload', () => {
    expect(() => getBucketSettings({ S3_BUCKET: 'dcc-media' })).toThrow(/^SITE_URL is required/);
  });

  test('names every problem at once, a missing S3_BUCKET among them', () => {
    const error = (() => {
      try {
        getBucketSettings({ SITE_URL: 'www.dcc.example' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^SITE_URL/),
      'S3_BUCKET is required: the name of the bucket to set up',
    ]);
  });
});
