/** The sections of the config, each parsed from its variables (see config.ts for the whole). */
import { join } from 'node:path';
import { parseHash } from './auth/password.ts';
import type { Area, Config, StorageConfig } from './config.ts';
import { DEMO_PASSWORD_HASHES } from './config-demo.ts';
import * as read from './config-env.ts';
import { ConfigError, text, type Env } from './config-env.ts';
import { contextKey, deployContext, isServerless, sharedDemoSecret } from './config-netlify.ts';

const PASSWORD_VARS: Record<Area, string> = {
  directory: 'DIRECTORY_PASSWORD_HASH',
  dccyouth: 'TEACHER_PASSWORD_HASH',
  podcastadmin: 'PODCAST_PASSWORD_HASH',
};

/** Reads one value; on a ConfigError it records the problem and returns the fallback. */
export type Attempt = <T>(readValue: () => T, fallback: T) => T;

const S3_VARS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

function s3Bucket(bucket: string): string {
  // AWS's naming rules; S3-compatible servers accept at least these
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens), got "${bucket}"`,
    );
  }
  return bucket;
}

function s3Region(env: Env): string {
  const region = text(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/i.test(region))
    throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${region}"`);
  return region;
}

function s3Credentials(env: Env): { accessKeyId: string; secretAccessKey: string } | undefined {
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId
        ? 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'
        : 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    );
  }
  // without them the AWS SDK's own chain (AWS_* variables, a role) supplies credentials
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
}

/** S3 once S3_BUCKET is set, else files under DATA_DIR/storage. */
export function storageConfig(
  env: Env,
  dataDir: string,
  perInstance: boolean,
  attempt: Attempt,
): StorageConfig {
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARS.find((name) => text(env, name));
    if (stray)
      attempt(() => {
        throw new ConfigError(`S3_BUCKET is required when ${stray} is set`);
      }, null);
    return { kind: 'fs', dir: join(dataDir, 'storage'), ...(perInstance ? { perInstance } : {}) };
  }
  const endpoint = text(env, 'S3_ENDPOINT');
  return {
    kind: 's3',
    bucket: attempt(() => s3Bucket(bucket), bucket),
    region: attempt(() => s3Region(env), 'us-east-1'),
    endpoint: endpoint
      ? attempt(() => read.absoluteUrl(env, 'S3_ENDPOINT', endpoint), endpoint)
      : undefined,
    credentials: attempt(() => s3Credentials(env), undefined),
    forcePathStyle: attempt(() => read.bool(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)), false),
  };
}

function passwordHash(env: Env, area: Area, demo: boolean): string {
  const name = PASSWORD_VARS[area];
  const value = text(env, name);
  if (!value) {
    if (demo) return DEMO_PASSWORD_HASHES[area];
    throw new ConfigError(
      `${name} is required once Planning Center or S3 is configured (make one with "npm run hash-password")`,
    );
  }
  if (!parseHash(value)) {
    throw new ConfigError(
      value.startsWith('scrypt')
        ? `${name} is not a complete hash from "npm run hash-password" (scrypt$N$r$p$salt$key); in a shell or .env file wrap it in single quotes so the $ signs survive`
        : `${name} must be a hash printed by "npm run hash-password", not a plain password`,
    );
  }
  if (!demo && Object.values(DEMO_PASSWORD_HASHES).includes(value)) {
    throw new ConfigError(
      `${name} is a demo password's hash; make one for a real password with "npm run hash-password"`,
    );
  }
  return value;
}

/** The three password hashes; each missing or malformed one is its own problem. */
export function passwordHashes(env: Env, demo: boolean, attempt: Attempt): Record<Area, string> {
  const hash = (area: Area) => attempt(() => passwordHash(env, area, demo), '');
  return {
    directory: hash('directory'),
    dccyouth: hash('dccyouth'),
    podcastadmin: hash('podcastadmin'),
  };
}

/** Outside links shown on public pages (giving, podcast directories). */
export function linksConfig(env: Env, attempt: Attempt): Config['links'] {
  const link = (name: string, fallback: string) =>
    attempt(() => read.absoluteUrl(env, name, fallback), fallback);
  return {
    giving: link('GIVING_URL', 'https://dcc.churchcenter.com/giving'),
    applePodcasts: link(
      'PODCAST_APPLE_URL',
      'https://podcasts.apple.com/us/podcast/dcc-sermons/id1000000000',
    ),
    spotify: link('PODCAST_SPOTIFY_URL', 'https://open.spotify.com/show/dccsermons'),
    youtube: link('PODCAST_YOUTUBE_URL', 'https://www.youtube.com/@dccchurch'),
  };
}

/**
 * The JWT key: derived from SESSION_SECRET (or in demo mode a random secret kept in DATA_DIR)
 * for this deploy context, so each context signs with its own key (config-netlify.ts).
 */
export function sessionSecret(
  env: Env,
  demo: boolean,
  dataDir: string,
  readDemoSecret: (dir: string) => string,
): Uint8Array {
  const value = text(env, 'SESSION_SECRET');
  if (value) {
    if (Buffer.byteLength(value) < 32)
      throw new ConfigError(
        `SESSION_SECRET must be at least 32 bytes long, got ${Buffer.byteLength(value)} (make one with "openssl rand -base64 48")`,
      );
    return contextKey(value, deployContext(env));
  }
  if (!demo)
    throw new ConfigError(
      'SESSION_SECRET is required once Planning Center or S3 is configured (32+ random bytes, e.g. from "openssl rand -base64 48")',
    );
  // serverless instances of a demo keep their files in their own temp folder, which no other
  // instance sees: a random key kept there would differ per instance, so they derive one
  const secret = isServerless(env) ? sharedDemoSecret(env) : readDemoSecret(dataDir);
  return contextKey(secret, deployContext(env));
}

/** True in a Netlify build and in a Netlify function (where only URL, SITE_NAME and SITE_ID are set). */
function onNetlify(env: Env): boolean {
  return env['NETLIFY'] === 'true' || isServerless(env) || Boolean(text(env, 'SITE_ID'));
}

/** The public origin (feed links, Origin checks); on Netlify the site's own URL is the default. */
export function siteUrl(env: Env, demo: boolean, port: number): string {
  const fromNetlify = onNetlify(env) ? text(env, 'URL') : undefined;
  const name = text(env, 'SITE_URL') ? 'SITE_URL' : 'URL';
  const value = text(env, 'SITE_URL') ?? fromNetlify;
  if (value) return read.origin(name, value);
  if (!demo)
    throw new ConfigError(
      'SITE_URL is required once Planning Center or S3 is configured (the public origin, such as https://www.example.org)',
    );
  return `http://127.0.0.1:${port}`;
}
