/** What the configuration refuses: every bad or missing variable named, all in one error. */
import { describe, expect, test } from 'vitest';
import {
  DEMO_PASSWORD_HASHES,
  deps,
  getConfig,
  PCO_IDS,
  problems,
  PRODUCTION,
  SECRETS,
} from './config-env.ts';

describe('getConfig', () => {
  test.each([
    ['PCO_APP_ID', { PCO_APP_ID: 'app', PCO_SECRET: 'secret' }],
    ['PCO_SECRET', { PCO_SECRET: 'secret', PCO_APP_ID: 'app' }],
    ['S3_BUCKET', { S3_BUCKET: 'dcc-media' }],
  ])('once %s is set, names every missing secret', (_name, env) => {
    expect(problems(env)).toEqual([
      'SITE_URL is required once Planning Center or S3 is configured (the public origin, such as https://www.example.org)',
      'SESSION_SECRET is required once Planning Center or S3 is configured (32+ random bytes, e.g. from "openssl rand -base64 48")',
      'DIRECTORY_PASSWORD_HASH is required once Planning Center or S3 is configured (make one with "npm run hash-password")',
      'TEACHER_PASSWORD_HASH is required once Planning Center or S3 is configured (make one with "npm run hash-password")',
      'PODCAST_PASSWORD_HASH is required once Planning Center or S3 is configured (make one with "npm run hash-password")',
    ]);
  });

  test.each([
    [{ PCO_APP_ID: 'app', ...PCO_IDS }, 'PCO_SECRET is required when PCO_APP_ID is set'],
    [{ PCO_SECRET: 'x', ...PCO_IDS }, 'PCO_APP_ID is required when PCO_SECRET is set'],
    [{ S3_REGION: 'eu-west-1' }, 'S3_BUCKET is required when S3_REGION is set'],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_BUCKET is required when S3_ACCESS_KEY_ID is set'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'dcc', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY is required when'],
    [{ S3_BUCKET: 'dcc', S3_REGION: 'us east' }, 'S3_REGION must be a region name'],
    [{ S3_BUCKET: 'dcc', S3_ENDPOINT: 'localhost:7480' }, 'S3_ENDPOINT must be an http(s) URL'],
    [
      { S3_BUCKET: 'dcc', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
    [{ SITE_URL: 'www.dcc.example' }, 'SITE_URL must be an absolute URL'],
    [{ SITE_URL: 'https://dcc.example/church' }, "SITE_URL must be the site's origin only"],
    [{ PORT: '80a' }, 'PORT must be a port number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ PCO_BASE_URL: 'ftp://pco' }, 'PCO_BASE_URL must be an http(s) URL'],
    [
      { PCO_DIRECTORY_LIST_ID: 'abc' },
      'PCO_DIRECTORY_LIST_ID must be a numeric Planning Center id',
    ],
    [{ PCO_KIDS_TEAM_IDS: '1,x' }, 'PCO_KIDS_TEAM_IDS must be a comma-separated list'],
    [{ CHURCH_TIMEZONE: 'Mars/Olympus' }, 'CHURCH_TIMEZONE must be an IANA time zone'],
    [{ MEDIA_PUBLIC_URL: 'media' }, 'MEDIA_PUBLIC_URL must be an absolute URL'],
    [{ GIVING_URL: 'javascript:alert(1)' }, 'GIVING_URL must be an http(s) URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 bytes long, got 5'],
    [{ DIRECTORY_PASSWORD_HASH: 'hunter2' }, 'not a plain password'],
    // what `export X=scrypt$16384$8$...` in double quotes leaves behind
    [{ TEACHER_PASSWORD_HASH: 'scrypt/iLmDa9si8Armqpi' }, 'wrap it in single quotes'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    const found = problems({ ...SECRETS, ...env });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  test('refuses the demo password hashes once real data is configured', () => {
    const env = { ...PRODUCTION, PODCAST_PASSWORD_HASH: DEMO_PASSWORD_HASHES.podcastadmin };
    expect(problems(env)).toEqual([
      'PODCAST_PASSWORD_HASH is a demo password\'s hash; make one for a real password with "npm run hash-password"',
    ]);
  });

  test('reports every problem in one error, one per line', () => {
    expect(() => getConfig({ PORT: 'x', S3_BUCKET: 'dcc' }, deps)).toThrow(
      /^6 problems:\n {2}- PORT must be a port number/,
    );
  });
});
