import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.ts';
import {
  config,
  ConfigError,
  DEMO_PASSWORD_HASHES,
  demoIdVariables,
  demoSecretFromDisk,
  getConfig,
  getPublicLinks,
  resetConfig,
} from '../../src/server/config/index.ts';
import {
  contextKey,
  DEPLOY_ENV_FILE,
  writeDeployVariables,
} from '../../src/server/config/deploy.ts';

const deps = {
  cwd: '/srv/site',
  tmpdir: '/tmp/instance',
  isWritable: () => true,
  readDemoSecret: () => 'd'.repeat(40),
};
const HASH = await hashPassword('a real shared password');
/** What production needs besides pointing at Planning Center or S3. */
const SECRETS = {
  SITE_URL: 'https://www.dcc.example',
  SESSION_SECRET: 's'.repeat(48),
  DIRECTORY_PASSWORD_HASH: HASH,
  TEACHER_PASSWORD_HASH: HASH,
  PODCAST_PASSWORD_HASH: HASH,
};
/** A church's own Planning Center ids (required with credentials). */
const PCO_IDS = {
  PCO_DIRECTORY_LIST_ID: '71',
  PCO_HOUSEHOLD_LEADERS_LIST_ID: '72',
  PCO_KIDS_SERVICE_TYPE_ID: '73',
  PCO_KIDS_TEAM_IDS: '74,75',
  PCO_WORSHIP_SAMPLES_MEDIA_ID: '76',
  PCO_CALENDAR_TAG_CHURCH: '77',
  PCO_CALENDAR_TAG_SPECIAL: '78',
  PCO_CALENDAR_TAG_YOUTH: '79',
};
const PRODUCTION = {
  ...SECRETS,
  PCO_APP_ID: 'app',
  PCO_SECRET: 'secret',
  ...PCO_IDS,
  S3_BUCKET: 'dcc-media',
  S3_ENDPOINT: 'https://s3.example.net',
  S3_ACCESS_KEY_ID: 'AKIA',
  S3_SECRET_ACCESS_KEY: 'shh',
};

/** The problems getConfig reports for an environment. */
function problems(env: Record<string, string>): readonly string[] {
  try {
    getConfig(env, deps);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('getConfig', () => {
  test('runs the demo with nothing set', () => {
    const settings = getConfig({}, deps);
    expect(settings.demo).toBe(true);
    expect(settings.siteUrl).toBe('http://127.0.0.1:8888');
    expect(settings.pco.baseUrl).toBe('http://127.0.0.1:8888/demo/pco');
    expect(settings.pco.auth).toBeNull();
    expect(settings.storage).toEqual({ kind: 'fs', dir: '/srv/site/.data/storage' });
    expect(settings.passwordHashes).toEqual(DEMO_PASSWORD_HASHES);
    expect(settings.sessionSecret).toEqual(contextKey('d'.repeat(40), 'production'));
    expect(settings.mediaPublicUrl).toBe('/media/');
    expect(settings.timezone).toBe('America/New_York');
  });

  test('follows PORT and trims SITE_URL to its origin', () => {
    expect(getConfig({ PORT: '9123' }, deps).siteUrl).toBe('http://127.0.0.1:9123');
    expect(getConfig({ SITE_URL: 'https://dcc.example/' }, deps).siteUrl).toBe(
      'https://dcc.example',
    );
  });

  test('reads a full production environment', () => {
    const settings = getConfig(PRODUCTION, deps);
    expect(settings.demo).toBe(false);
    expect(settings.pco.baseUrl).toBe('https://api.planningcenteronline.com');
    expect(settings.pco.auth).toEqual({ appId: 'app', secret: 'secret' });
    expect(settings.storage).toEqual({
      kind: 's3',
      bucket: 'dcc-media',
      region: 'us-east-1',
      endpoint: 'https://s3.example.net',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'shh' },
      forcePathStyle: true,
    });
    expect(settings.passwordHashes.podcastadmin).toBe(HASH);
    expect(settings.pco).toMatchObject({
      directoryListId: '71',
      householdLeadersListId: '72',
      kidsServiceTypeId: '73',
      kidsTeamIds: ['74', '75'],
      worshipSamplesMediaId: '76',
      calendarTags: { church: '77', special: '78', youth: '79' },
    });
  });

  test('with Planning Center credentials, names every id left unset instead of using the demo’s', () => {
    expect(
      problems({ ...PRODUCTION, ...Object.fromEntries(Object.keys(PCO_IDS).map((n) => [n, ''])) }),
    ).toEqual([
      'PCO_DIRECTORY_LIST_ID, PCO_HOUSEHOLD_LEADERS_LIST_ID, PCO_KIDS_SERVICE_TYPE_ID, PCO_KIDS_TEAM_IDS, PCO_WORSHIP_SAMPLES_MEDIA_ID, PCO_CALENDAR_TAG_CHURCH, PCO_CALENDAR_TAG_SPECIAL, PCO_CALENDAR_TAG_YOUTH are required once PCO_APP_ID/PCO_SECRET are set (the Planning Center ids of your lists, service type, teams, media and calendar tags; README, "Deploying")',
    ]);
    expect(problems({ ...PRODUCTION, PCO_KIDS_TEAM_IDS: '', PCO_CALENDAR_TAG_YOUTH: '' })).toEqual([
      expect.stringMatching(
        /^PCO_KIDS_TEAM_IDS, PCO_CALENDAR_TAG_YOUTH are required once PCO_APP_ID\/PCO_SECRET are set/,
      ),
    ]);
    // without credentials (the demo, or S3 alone) the emulator's ids still stand in
    expect(getConfig({ ...SECRETS, S3_BUCKET: 'dcc-media' }, deps).pco.directoryListId).toBe(
      '1001',
    );
    expect(getConfig({ ...PRODUCTION, ...demoIdVariables() }, deps).pco.kidsTeamIds).toHaveLength(
      4,
    );
  });

  test('signs each deploy context with its own key derived from SESSION_SECRET', () => {
    const production = getConfig({ ...PRODUCTION, CONTEXT: 'production' }, deps).sessionSecret;
    const preview = getConfig({ ...PRODUCTION, CONTEXT: 'deploy-preview' }, deps).sessionSecret;
    const branch = getConfig({ ...PRODUCTION, CONTEXT: 'branch-deploy' }, deps).sessionSecret;
    expect(getConfig(PRODUCTION, deps).sessionSecret).toEqual(production);
    expect(preview).not.toEqual(production);
    expect(branch).not.toEqual(preview);
    expect(production).not.toEqual(new TextEncoder().encode(SECRETS.SESSION_SECRET));
    expect(production).toHaveLength(32);
  });

  test('uses Netlify’s URL when SITE_URL is unset on Netlify', () => {
    const env = { ...PRODUCTION, SITE_URL: '', NETLIFY: 'true', URL: 'https://dcc.netlify.app' };
    const settings = getConfig(env, deps);
    expect(settings.siteUrl).toBe('https://dcc.netlify.app');
  });

  test('uses Netlify’s URL inside a function, where NETLIFY is not set', () => {
    const env = {
      ...PRODUCTION,
      SITE_URL: '',
      LAMBDA_TASK_ROOT: '/var/task',
      URL: 'https://dcc.org',
    };
    expect(getConfig(env, deps).siteUrl).toBe('https://dcc.org');
    // a shell's URL variable elsewhere means nothing
    expect(getConfig({ URL: 'https://elsewhere.example' }, deps).siteUrl).toBe(
      'http://127.0.0.1:8888',
    );
  });

  test('lets the site and this deploy’s own addresses change state, and no other', () => {
    const env = {
      ...PRODUCTION,
      SITE_URL: 'https://www.dcc.org',
      URL: 'https://dcc.netlify.app',
      DEPLOY_PRIME_URL: 'https://deploy-preview-42--dcc.netlify.app',
      DEPLOY_URL: 'https://6571f0c2a1b2c3d4e5f60718--dcc.netlify.app',
    };
    expect(getConfig(env, deps).allowedOrigins).toEqual([
      'https://www.dcc.org',
      'https://dcc.netlify.app',
      'https://deploy-preview-42--dcc.netlify.app',
      'https://6571f0c2a1b2c3d4e5f60718--dcc.netlify.app',
    ]);
    expect(getConfig({}, deps).allowedOrigins).toEqual(['http://127.0.0.1:8888']);
    expect(problems({ ...env, DEPLOY_URL: 'nonsense' })).toEqual([
      'DEPLOY_URL must be an absolute URL such as https://example.org, got "nonsense"',
    ]);
  });

  test('asks a demo deploy’s own emulator for Planning Center data', () => {
    const env = { DEPLOY_URL: 'https://abc--dcc.netlify.app', URL: 'https://dcc.netlify.app' };
    expect(getConfig(env, deps).pco.baseUrl).toBe('https://abc--dcc.netlify.app/demo/pco');
  });

  test('keeps data in the temp folder where the working folder is read-only', () => {
    expect(getConfig({ LAMBDA_TASK_ROOT: '/var/task' }, deps).dataDir).toBe(
      '/tmp/instance/dcc-data',
    );
    const readOnly = { ...deps, isWritable: () => false };
    expect(getConfig({}, readOnly).dataDir).toBe('/tmp/instance/dcc-data');
    expect(getConfig({}, deps).dataDir).toBe('/srv/site/.data');
    expect(getConfig({ DATA_DIR: 'state' }, readOnly).dataDir).toBe('/srv/site/state');
  });

  test('gives every serverless instance of a demo the same session key', () => {
    const lambda = { LAMBDA_TASK_ROOT: '/var/task', SITE_ID: 'abc' };
    const one = getConfig(lambda, { ...deps, readDemoSecret: () => 'x'.repeat(40) });
    const two = getConfig(lambda, { ...deps, readDemoSecret: () => 'y'.repeat(40) });
    expect(one.sessionSecret).toEqual(two.sessionSecret);
    expect(one.sessionSecret).not.toEqual(
      getConfig({ ...lambda, SITE_ID: 'b' }, deps).sessionSecret,
    );
    // production never takes it: a missing SESSION_SECRET stays an error
    expect(problems({ ...PRODUCTION, ...lambda, SESSION_SECRET: '' })).toContain(
      'SESSION_SECRET is required once Planning Center or S3 is configured (32+ random bytes, e.g. from "openssl rand -base64 48")',
    );
  });

  test.each([
    ['PCO_APP_ID', { PCO_APP_ID: 'app', PCO_SECRET: 'secret' }],
    ['PCO_SECRET', { PCO_SECRET: 'secret', PCO_APP_ID: 'app' }],
    ['S3_BUCKET', { S3_BUCKET: 'dcc-media' }],
  ])('once %s is set, names every missing secret', (_name, env) => {
    expect(problems(env).filter((p) => !p.startsWith('PCO_DIRECTORY_LIST_ID, '))).toEqual([
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

  test('accepts a media URL that is absolute or a site path', () => {
    const env = { MEDIA_PUBLIC_URL: 'https://cdn.dcc.example/media/' };
    expect(getConfig(env, deps).mediaPublicUrl).toBe('https://cdn.dcc.example/media/');
    expect(getConfig({ MEDIA_PUBLIC_URL: '/files' }, deps).mediaPublicUrl).toBe('/files/');
  });
});

describe('demoSecretFromDisk', () => {
  let dir: string | undefined;
  afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  test('makes a private random secret once and keeps it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcc-config-'));
    const first = demoSecretFromDisk(join(dir, 'data'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(demoSecretFromDisk(join(dir, 'data'))).toBe(first);
    expect(await readFile(join(dir, 'data/session-secret'), 'utf8')).toBe(first);
    expect((await stat(join(dir, 'data/session-secret'))).mode & 0o777).toBe(0o600);
  });
});

describe('config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfig();
  });

  test('parses process.env once until resetConfig', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-config-'));
    process.env['DATA_DIR'] = dir;
    process.env['SITE_URL'] = 'http://127.0.0.1:4000';
    resetConfig();
    expect(config().siteUrl).toBe('http://127.0.0.1:4000');
    process.env['SITE_URL'] = 'http://127.0.0.1:5000';
    expect(config().siteUrl).toBe('http://127.0.0.1:4000');
    resetConfig();
    expect(config().siteUrl).toBe('http://127.0.0.1:5000');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('getPublicLinks', () => {
  test('reads only the public links, without needing secrets in a production-like env', () => {
    const links = getPublicLinks({ PCO_APP_ID: 'x', GIVING_URL: 'https://give.example.org/dcc' });
    expect(links.giving).toBe('https://give.example.org/dcc');
    expect(links.spotify).toMatch(/^https:\/\//);
  });

  test('names a bad link variable', () => {
    expect(() => getPublicLinks({ GIVING_URL: 'not a url' })).toThrow(/GIVING_URL/);
  });
});

describe('deploy variables', () => {
  test('a Netlify build writes down the deploy addresses; any other build removes them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-deploy-'));
    await mkdir(join(dir, 'src/server'), { recursive: true });
    const file = join(dir, DEPLOY_ENV_FILE);
    const netlify = {
      NETLIFY: 'true',
      URL: 'https://dcc.netlify.app',
      DEPLOY_PRIME_URL: 'https://deploy-preview-3--dcc.netlify.app',
      DEPLOY_URL: 'https://abc--dcc.netlify.app',
      CONTEXT: 'deploy-preview',
      SESSION_SECRET: 'never written down',
    };
    expect(writeDeployVariables(dir, netlify)).toEqual({
      URL: 'https://dcc.netlify.app',
      DEPLOY_URL: 'https://abc--dcc.netlify.app',
      DEPLOY_PRIME_URL: 'https://deploy-preview-3--dcc.netlify.app',
      CONTEXT: 'deploy-preview',
    });
    expect(JSON.parse(await readFile(file, 'utf8'))).not.toHaveProperty('SESSION_SECRET');
    expect(writeDeployVariables(dir, { URL: 'https://dcc.netlify.app' })).toBeNull();
    await expect(stat(file)).rejects.toThrow();
    await rm(dir, { recursive: true, force: true });
  });
});
