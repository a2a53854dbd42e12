/**
 * The one typed configuration of the server, parsed from environment variables (docs/architecture.md
 * section 2). Demo mode is the default: the Planning Center emulator and file-system storage.
 * Once Planning Center or S3 is configured, the demo passwords and the generated session secret
 * stop working, and their absence is a start-up error that names the variable.
 */
import { tmpdir } from 'node:os';
import { demoSecretFromDisk } from './config-demo.ts';
import * as read from './config-env.ts';
import { ConfigError, text, type Env } from './config-env.ts';
import { allowedOrigins, dataDirFor, isWritable, readDeployVariables } from './config-netlify.ts';
import { pcoConfig } from './config-pco.ts';
import {
  linksConfig,
  passwordHashes,
  sessionSecret,
  siteUrl,
  storageConfig,
  type Attempt,
} from './config-parts.ts';

export { ConfigError } from './config-env.ts';
export { PCO_ID_VARS } from './config-pco.ts';
export {
  DEMO_IDS,
  DEMO_PASSWORD_HASHES,
  DEMO_PASSWORDS,
  demoIdVariables,
  demoSecretFromDisk,
} from './config-demo.ts';

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
  | {
      kind: 'fs';
      dir: string;
      /**
       * True where the folder is a serverless instance's own temp folder (a demo deploy on
       * Netlify): other instances do not see it, and it is gone when the instance stops.
       */
      perInstance?: boolean;
    }
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
  /** Origins allowed to change state (log in, publish): the site's and this deploy's. */
  allowedOrigins: string[];
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

export interface ConfigDeps {
  cwd: string;
  tmpdir: string;
  isWritable: (dir: string) => boolean;
  readDemoSecret: (dataDir: string) => string;
}

/** True when nothing points the site at Planning Center or S3: demo data, demo passwords. */
export function isDemoEnv(env: Env): boolean {
  return !['PCO_APP_ID', 'PCO_SECRET', 'S3_BUCKET'].some((name) => text(env, name));
}

/** Reads values with fallbacks, collecting every ConfigError so all are reported at once. */
function collector(): { problems: string[]; attempt: Attempt } {
  const problems: string[] = [];
  const attempt: Attempt = (readValue, fallback) => {
    try {
      return readValue();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
  return { problems, attempt };
}

/** Parses an environment into the typed config; throws one ConfigError naming every bad variable. */
export function getConfig(env: Env, deps: Partial<ConfigDeps> = {}): Config {
  const { problems, attempt } = collector();
  const { dir: dataDir, perInstance } = dataDirFor(
    env,
    deps.cwd ?? process.cwd(),
    deps.tmpdir ?? tmpdir(),
    deps.isWritable ?? isWritable,
  );
  const demo = isDemoEnv(env);
  const port = attempt(() => read.port(env, 'PORT', 8888), 8888);
  const site = attempt(() => siteUrl(env, demo, port), `http://127.0.0.1:${port}`);
  const result: Config = {
    demo,
    dataDir,
    siteUrl: site,
    allowedOrigins: attempt(() => allowedOrigins(env, site), [site]),
    mediaPublicUrl:
      attempt(() => read.urlOrPath(env, 'MEDIA_PUBLIC_URL', '/media'), '/media') + '/',
    timezone: attempt(() => read.timezone(env, 'CHURCH_TIMEZONE', 'America/New_York'), 'UTC'),
    pco: pcoConfig(env, site, attempt),
    storage: storageConfig(env, dataDir, perInstance, attempt),
    sessionSecret: attempt(
      () => sessionSecret(env, demo, dataDir, deps.readDemoSecret ?? demoSecretFromDisk),
      new Uint8Array(),
    ),
    passwordHashes: passwordHashes(env, demo, attempt),
    links: linksConfig(env, attempt),
  };
  if (problems.length) throw new ConfigError(problems);
  return result;
}

/**
 * The public links pages render at build time (giving, podcast listings). Reads only those
 * variables, so a build needs no secrets and writes nothing.
 */
export function getPublicLinks(env: Env): Config['links'] {
  const { problems, attempt } = collector();
  const links = linksConfig(env, attempt);
  if (problems.length) throw new ConfigError(problems);
  return links;
}

/** What `npm run setup-bucket` needs: the bucket, and the origins that may upload to it. */
export interface BucketSettings {
  storage: Extract<StorageConfig, { kind: 's3' }>;
  allowedOrigins: string[];
  siteName: string | undefined;
}

/**
 * The S3 settings and the site's origins, without the secrets the site itself needs, so the
 * bucket can be set up before anything else is configured. Throws a ConfigError naming what
 * is missing or wrong.
 */
export function getBucketSettings(env: Env): BucketSettings {
  const { problems, attempt } = collector();
  const storage = storageConfig(env, '.', false, attempt);
  const site = attempt(() => siteUrl(env, false, 8888), '');
  const origins = site ? attempt(() => allowedOrigins(env, site), [site]) : [];
  if (storage.kind !== 's3')
    problems.push('S3_BUCKET is required: the name of the bucket to set up');
  if (problems.length || storage.kind !== 's3') throw new ConfigError(problems);
  return { storage, allowedOrigins: origins, siteName: text(env, 'SITE_NAME') };
}

let cached: Config | undefined;

/**
 * The process's config, parsed once from process.env over the deploy's variables that a Netlify
 * build wrote down for the functions (see config-netlify.ts).
 */
export function config(): Config {
  cached ??= getConfig({ ...readDeployVariables(), ...process.env });
  return cached;
}

/** Forgets the parsed config (tests that change process.env call this). */
export function resetConfig(): void {
  cached = undefined;
}
