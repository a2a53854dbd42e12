/** The typed configuration: what getConfig makes of the demo and of a production environment. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  config,
  contextKey,
  DEMO_PASSWORD_HASHES,
  demoIdVariables,
  deps,
  getConfig,
  HASH,
  PCO_IDS,
  PRODUCTION,
  resetConfig,
  useConfig,
  SECRETS,
} from './config-env.ts';

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

  test('with Planning Center credentials, lists each unset id and leaves it empty, never the demo’s', () => {
    const none = getConfig(
      { ...PRODUCTION, ...Object.fromEntries(Object.keys(PCO_IDS).map((n) => [n, ''])) },
      deps,
    );
    expect(none.pco.unset).toEqual(Object.keys(PCO_IDS));
    expect(none.pco).toMatchObject({ directoryListId: '', kidsTeamIds: [], calendarTags: {} });
    expect(none.pco.calendarTags).toEqual({ church: '', special: '', youth: '' });
    const two = getConfig(
      { ...PRODUCTION, PCO_KIDS_TEAM_IDS: '', PCO_CALENDAR_TAG_YOUTH: '' },
      deps,
    );
    expect(two.pco.unset).toEqual(['PCO_KIDS_TEAM_IDS', 'PCO_CALENDAR_TAG_YOUTH']);
    expect(two.pco.directoryListId).toBe('71');
    expect(getConfig(PRODUCTION, deps).pco.unset).toEqual([]);
    // without credentials (the demo, or S3 alone) the emulator's ids still stand in
    expect(getConfig({ ...SECRETS, S3_BUCKET: 'dcc-media' }, deps).pco.directoryListId).toBe(
      '1001',
    );
    expect(getConfig({ ...PRODUCTION, ...demoIdVariables() }, deps).pco.kidsTeamIds).toHaveLength(
      4,
    );
  });
});

describe('getConfig keys and media', () => {
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

  test('accepts a media URL that is absolute or a site path', () => {
    const env = { MEDIA_PUBLIC_URL: 'https://cdn.dcc.example/media/' };
    expect(getConfig(env, deps).mediaPublicUrl).toBe('https://cdn.dcc.example/media/');
    expect(getConfig({ MEDIA_PUBLIC_URL: '/files' }, deps).mediaPublicUrl).toBe('/files/');
  });
});

describe('config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  test('serves a config handed in until resetConfig, without reading process.env', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-config-'));
    const handed = getConfig({ DATA_DIR: dir, SITE_URL: 'http://127.0.0.1:4100' });
    useConfig(handed);
    expect(config()).toBe(handed);
    resetConfig();
    expect(config()).not.toBe(handed);
    await rm(dir, { recursive: true, force: true });
  });

  // the one behaviour that is reading process.env itself: vitest stubs and restores it
  test('parses process.env once until resetConfig', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dcc-config-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('SITE_URL', 'http://127.0.0.1:4000');
    resetConfig();
    expect(config().siteUrl).toBe('http://127.0.0.1:4000');
    vi.stubEnv('SITE_URL', 'http://127.0.0.1:5000');
    expect(config().siteUrl).toBe('http://127.0.0.1:4000');
    resetConfig();
    expect(config().siteUrl).toBe('http://127.0.0.1:5000');
    await rm(dir, { recursive: true, force: true });
  });
});
