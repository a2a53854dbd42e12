/**
 * Configuration that depends on where the site runs: Netlify's addresses, serverless instances'
 * temp folders and shared demo key, and the deploy variables a Netlify build writes down.
 */
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  demoSecretFromDisk,
  deps,
  DEPLOY_ENV_FILE,
  getConfig,
  problems,
  PRODUCTION,
  writeDeployVariables,
} from './config-env.ts';

describe('getConfig', () => {
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

describe('deploy variables', () => {
  test('a Netlify build writes down the deploy addresses; any other build removes them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-deploy-'));
    await mkdir(join(dir, 'src/platform/server/config'), { recursive: true });
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
