/**
 * The one typed configuration of the server, parsed from environment variables (DESIGN.md
 * section 2). Demo mode is the default: the Planning Center emulator and file-system storage.
 * Once Planning Center or S3 is configured, the demo passwords and the generated session secret
 * stop working, and their absence is a start-up error that names the variable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Area = 'directory' | 'dccyouth' | 'podcastadmin';
export const AREAS: readonly Area[] = ['directory', 'dccyouth', 'podcastadmin'];

export interface PcoConfig {
  /** API root without a trailing slash. */
  baseUrl: string;
  /** Basic-auth credentials; null in demo mode (the emulator needs none). */
  auth: { appId: string; secret: string } | null;
  directoryListId: string;
  householdLeadersListId: string;
  kidsServiceTypeId: string;
  kidsTeamIds: string[];
  worshipSamplesMediaId: string;
  calendarTags: { church: string; special: string; youth: string };
}

export type StorageConfig =
  | { kind: 'fs'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface Config {
  /** True when neither Planning Center nor S3 is configured. */
  demo: boolean;
  dataDir: string;
  siteUrl: string;
  mediaPublicUrl: string;
  timezone: string;
  pco: PcoConfig;
  storage: StorageConfig;
  sessionSecret: Uint8Array;
  /** scrypt hashes of the shared passwords, per area. */
  passwordHashes: Record<Area, string>;
  links: {
    giving: string;
    applePodcasts: string;
    spotify: string;
    youtube: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** The demo congregation's Planning Center ids; the emulator serves exactly these. */
export const DEMO_IDS = {
  directoryListId: '1001',
  householdLeadersListId: '1002',
  kidsServiceTypeId: '2001',
  kidsTeamIds: ['3001', '3002', '3003', '3004'],
  worshipSamplesMediaId: '4100',
  calendarTags: { church: '5001', special: '5002', youth: '5003' },
} as const;

/** Demo passwords; accepted only while the site runs entirely on demo data. */
export const DEMO_PASSWORDS: Record<Area, string> = {
  directory: 'demo-directory',
  dccyouth: 'demo-teacher',
  podcastadmin: 'demo-podcast',
};

/**
 * scrypt hashes of the demo passwords (salt fixed so start-up stays fast); made with
 * `npm run hash-password`.
 */
export const DEMO_PASSWORD_HASHES: Record<Area, string> = {
  directory:
    'scrypt$16384$8$1$ZGNjLWRlbW8tZGlyZWN0b3J5$Yj2qNVC3zyEXpvBOA9IswirIitYliEuDXxrA838YgNyY0fwkS67klu/iLmDa9si8Armqpi/35oKEsmkHYL+QJQ==',
  dccyouth:
    'scrypt$16384$8$1$ZGNjLWRlbW8tZGNjeW91dGg=$0aPl5Fk7bwA+Hjf0jZUQIir7xv5Z8gk42RQxTjYoFvQYHYdKNjJwQFCZZoWHT8snCO6ofiQP58NTgg6W4SCGFA==',
  podcastadmin:
    'scrypt$16384$8$1$ZGNjLWRlbW8tcG9kY2FzdGFkbWlu$uLUsXBZrg9thPuQyY7znxu+BBACgFF6T4MyH0QAA03HLBYY+O0susM57KgY1WgygRjfXdg+p3cOxSUQlLG20xQ==',
};

const PASSWORD_VARS: Record<Area, string> = {
  directory: 'DIRECTORY_PASSWORD_HASH',
  dccyouth: 'TEACHER_PASSWORD_HASH',
  podcastadmin: 'PODCAST_PASSWORD_HASH',
};

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, 'http://relative.invalid');
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = url(env, name, fallback);
  if (!/^https?:\/\//.test(value))
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  return value;
}

function id(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!/^\d+$/.test(value))
    throw new ConfigError(`${name} must be a numeric Planning Center id, got "${value}"`);
  return value;
}

function ids(env: Env, name: string, fallback: readonly string[]): string[] {
  const raw = text(env, name);
  if (!raw) return [...fallback];
  const list = raw.split(',').map((part) => part.trim());
  if (list.some((part) => !/^\d+$/.test(part))) {
    throw new ConfigError(`${name} must be a comma-separated list of numeric ids, got "${raw}"`);
  }
  return list;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes)$/i.test(raw)) return true;
  if (/^(0|false|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function timezone(env: Env): string {
  const zone = text(env, 'CHURCH_TIMEZONE') ?? 'America/New_York';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(
      `CHURCH_TIMEZONE must be an IANA time zone such as America/New_York, got "${zone}"`,
    );
  }
  return zone;
}

function pcoConfig(env: Env, siteUrl: string): PcoConfig {
  const appId = text(env, 'PCO_APP_ID');
  const secret = text(env, 'PCO_SECRET');
  if (Boolean(appId) !== Boolean(secret)) {
    throw new ConfigError(
      appId
        ? 'PCO_SECRET is required when PCO_APP_ID is set'
        : 'PCO_APP_ID is required when PCO_SECRET is set',
    );
  }
  const fallbackBase = appId ? 'https://api.planningcenteronline.com' : `${siteUrl}/demo/pco`;
  return {
    baseUrl: absoluteUrl(env, 'PCO_BASE_URL', fallbackBase),
    auth: appId && secret ? { appId, secret } : null,
    directoryListId: id(env, 'PCO_DIRECTORY_LIST_ID', DEMO_IDS.directoryListId),
    householdLeadersListId: id(
      env,
      'PCO_HOUSEHOLD_LEADERS_LIST_ID',
      DEMO_IDS.householdLeadersListId,
    ),
    kidsServiceTypeId: id(env, 'PCO_KIDS_SERVICE_TYPE_ID', DEMO_IDS.kidsServiceTypeId),
    kidsTeamIds: ids(env, 'PCO_KIDS_TEAM_IDS', DEMO_IDS.kidsTeamIds),
    worshipSamplesMediaId: id(env, 'PCO_WORSHIP_SAMPLES_MEDIA_ID', DEMO_IDS.worshipSamplesMediaId),
    calendarTags: {
      church: id(env, 'PCO_CALENDAR_TAG_CHURCH', DEMO_IDS.calendarTags.church),
      special: id(env, 'PCO_CALENDAR_TAG_SPECIAL', DEMO_IDS.calendarTags.special),
      youth: id(env, 'PCO_CALENDAR_TAG_YOUTH', DEMO_IDS.calendarTags.youth),
    },
  };
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) {
    const stray = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find(
      (name) => text(env, name),
    );
    if (stray) throw new ConfigError(`S3_BUCKET is required when ${stray} is set`);
    return { kind: 'fs', dir: join(dataDir, 'storage') };
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId
        ? 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'
        : 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    );
  }
  const endpoint = text(env, 'S3_ENDPOINT');
  return {
    kind: 's3',
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: endpoint ? absoluteUrl(env, 'S3_ENDPOINT', endpoint) : undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)),
  };
}

const HASH_PATTERN = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;

function passwordHashes(
  env: Env,
  demo: boolean,
  demoHashes: Record<Area, string>,
): Record<Area, string> {
  const result = {} as Record<Area, string>;
  for (const area of AREAS) {
    const name = PASSWORD_VARS[area];
    const value = text(env, name);
    if (value && !HASH_PATTERN.test(value)) {
      throw new ConfigError(
        `${name} must be a hash printed by "npm run hash-password", not a plain password`,
      );
    }
    if (!value && !demo) {
      throw new ConfigError(
        `${name} is required once Planning Center or S3 is configured (make one with "npm run hash-password")`,
      );
    }
    result[area] = value ?? demoHashes[area];
  }
  return result;
}

function sessionSecret(
  env: Env,
  demo: boolean,
  dataDir: string,
  readDemoSecret: (dir: string) => string,
): Uint8Array {
  const value = text(env, 'SESSION_SECRET');
  if (value) {
    if (Buffer.byteLength(value) < 32)
      throw new ConfigError('SESSION_SECRET must be at least 32 bytes long');
    return new TextEncoder().encode(value);
  }
  if (!demo)
    throw new ConfigError(
      'SESSION_SECRET is required once Planning Center or S3 is configured (32+ random bytes)',
    );
  return new TextEncoder().encode(readDemoSecret(dataDir));
}

/** Keeps a random demo session secret in DATA_DIR so sessions survive restarts. */
export function demoSecretFromDisk(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: make one below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface ConfigDeps {
  cwd: string;
  readDemoSecret: (dataDir: string) => string;
  demoHashes: Record<Area, string>;
}

/** Parses an environment into the typed config; throws ConfigError naming the bad variable. */
export function getConfig(env: Env, deps: Partial<ConfigDeps> = {}): Config {
  const cwd = deps.cwd ?? process.cwd();
  const dataDir = resolve(cwd, text(env, 'DATA_DIR') ?? '.data');
  const siteUrl = absoluteUrl(env, 'SITE_URL', `http://127.0.0.1:${text(env, 'PORT') ?? '8888'}`);
  const pco = pcoConfig(env, siteUrl);
  const storage = storageConfig(env, dataDir);
  const demo = pco.auth === null && storage.kind === 'fs';
  return {
    demo,
    dataDir,
    siteUrl,
    mediaPublicUrl: url(env, 'MEDIA_PUBLIC_URL', '/media') + '/',
    timezone: timezone(env),
    pco,
    storage,
    sessionSecret: sessionSecret(env, demo, dataDir, deps.readDemoSecret ?? demoSecretFromDisk),
    passwordHashes: passwordHashes(env, demo, deps.demoHashes ?? DEMO_PASSWORD_HASHES),
    links: {
      giving: absoluteUrl(env, 'GIVING_URL', 'https://dcc.churchcenter.com/giving'),
      applePodcasts: absoluteUrl(
        env,
        'PODCAST_APPLE_URL',
        'https://podcasts.apple.com/us/podcast/dcc-sermons/id1000000000',
      ),
      spotify: absoluteUrl(env, 'PODCAST_SPOTIFY_URL', 'https://open.spotify.com/show/dccsermons'),
      youtube: absoluteUrl(env, 'PODCAST_YOUTUBE_URL', 'https://www.youtube.com/@dccchurch'),
    },
  };
}

let cached: Config | undefined;

/** The process's config, parsed once from process.env. */
export function config(): Config {
  cached ??= getConfig(process.env);
  return cached;
}

/** Forgets the parsed config (tests that change process.env call this). */
export function resetConfig(): void {
  cached = undefined;
}
