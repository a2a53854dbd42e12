/** The session section of the config: the areas' password hashes and the key that signs sessions. */
import { parseHash } from '../auth/password.ts';
import { DEMO_PASSWORD_HASHES } from './demo.ts';
import { contextKey, deployContext, isServerless, sharedDemoSecret } from './deploy.ts';
import { ConfigError, text } from './env.ts';
import type { Area, Attempt, Env } from './types.ts';

/** The gated areas, each with its own shared password. */
export const AREAS: readonly Area[] = ['directory', 'dccyouth', 'podcastadmin'];

const PASSWORD_VARS: Record<Area, string> = {
  directory: 'DIRECTORY_PASSWORD_HASH',
  dccyouth: 'TEACHER_PASSWORD_HASH',
  podcastadmin: 'PODCAST_PASSWORD_HASH',
};

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

/**
 * The JWT key: derived from SESSION_SECRET (or in demo mode a random secret kept in DATA_DIR)
 * for this deploy context, so each context signs with its own key (deploy.ts).
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
