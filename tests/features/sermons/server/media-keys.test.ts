/**
 * Media keys, URLs and guids (media-keys.ts): a stored key and its public URL map to each other
 * under either kind of MEDIA_PUBLIC_URL, an episode's guid gives back the API's suffix, and no
 * URL or staged key outside the service's own naming ever becomes a key.
 */
import { describe, expect, test } from 'vitest';
import {
  guidForKey,
  isUploadKey,
  keyForUrl,
  mediaUrl,
  newMediaKey,
  newStagingKey,
  publicKeyOf,
  suffixOf,
} from '../../../../src/features/sermons/server/media-keys.ts';

const site = 'https://www.dcc.test';
/** The media served from the site itself (the demo, `npm start`). */
const relative = { siteUrl: site, mediaPublicUrl: '/media/' };
/** The media served from the bucket's own address (production). */
const bucket = { siteUrl: site, mediaPublicUrl: 'https://media.dcc.test/' };

describe('keys, URLs and guids', () => {
  test.each([relative, bucket])('a key round-trips through its URL (%j)', (cfg) => {
    const key = 'media/podcast/2025-01-05.mp3';
    const url = mediaUrl(cfg, key);
    expect(url).toMatch(/^https:\/\//); // podcast apps need absolute URLs
    expect(keyForUrl(cfg, url)).toBe(key);
    expect(suffixOf(cfg, guidForKey(cfg, key))).toBe('podcast/2025-01-05.mp3');
    // the guid written absolute (a feed imported with full URLs) has the same suffix
    expect(suffixOf(cfg, url)).toBe('podcast/2025-01-05.mp3');
  });

  test('a site-relative prefix accepts the same path on another host or port of the site', () => {
    expect(keyForUrl(relative, 'http://127.0.0.1:4321/media/2025/a.mp3')).toBe('media/2025/a.mp3');
    // a bucket's absolute prefix does not: another host is not our media
    expect(keyForUrl(bucket, 'https://elsewhere.test/2025/a.mp3')).toBeNull();
  });

  test.each([
    `${site}/media/../auth/users.json`,
    `${site}/media/%2e%2e/auth/users.json`,
    `${site}/media/.hidden`,
    `${site}/media/podcast//a.mp3`,
    `${site}/media/`,
    `${site}/other/a.mp3`,
    'not a url',
  ])('never makes a key of %s', (url) => {
    expect(keyForUrl(relative, url)).toBeNull();
  });

  test('only media/ keys have a public URL', () => {
    expect(() => mediaUrl(relative, 'auth/users.json')).toThrow('Not a media key');
  });

  test('a guid from elsewhere is its own suffix', () => {
    expect(suffixOf(bucket, 'urn:uuid:1234')).toBe('urn:uuid:1234');
  });
});

describe('upload keys', () => {
  const at = new Date('2025-01-05T12:00:00Z');

  test('a fresh key is made from the title, never the file name, and is an upload key', () => {
    const key = newMediaKey('Grace & Peace: Part 2!', 'mp3', at);
    expect(key).toMatch(/^media\/2025\/[0-9a-f-]{36}-grace-peace-part-2\.mp3$/);
    expect(isUploadKey(key)).toBe(true);
    expect(newMediaKey('Grace', 'mp3', at)).not.toBe(newMediaKey('Grace', 'mp3', at));
  });

  test('a staged upload is published to the same path under media/', () => {
    const staged = newStagingKey('Grace', 'jpg', at);
    expect(staged).toMatch(/^staging\/2025\//);
    expect(publicKeyOf(staged)).toBe(`media/${staged.slice('staging/'.length)}`);
  });

  test.each([
    'uploads/2025/00000000-0000-0000-0000-000000000000-grace.mp3', // not under staging/
    'staging/2025/not-a-uuid-grace.mp3',
    'staging/2025/00000000-0000-0000-0000-000000000000-grace.exe',
    'staging/podcast/cover.jpg',
  ])('%s publishes nothing', (key) => {
    expect(publicKeyOf(key)).toBeNull();
  });

  test('keys the service did not make for uploads are never upload keys', () => {
    expect(isUploadKey('media/podcast/cover.jpg')).toBe(false);
    expect(isUploadKey('media/2025/00000000-0000-0000-0000-000000000000-a.mp3.bak')).toBe(false);
  });
});
