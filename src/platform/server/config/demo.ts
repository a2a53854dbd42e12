/** The demo defaults: the emulator's ids, the three demo passwords and a generated session secret. */
import { envSource } from './env-source.ts';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Area, Env } from './types.ts';

/** Where the site serves its Planning Center emulator in demo mode (netlify/functions/pco-emulator.mts). */
export const DEMO_PCO_PATH = '/demo/pco';
/** Where the demo's Transcribe emulator answers (netlify/functions/transcribe-emulator.mts). */
export const DEMO_TRANSCRIBE_PATH = '/demo/transcribe';

/** The demo congregation's Planning Center ids; the emulator serves exactly these. */
export const DEMO_IDS = {
  directoryListId: '1001',
  householdLeadersListId: '1002',
  kidsServiceTypeId: '2001',
  kidsTeamIds: ['3001', '3002', '3003', '3004'],
  worshipSamplesMediaId: '4100',
  calendarTags: { church: '5001', special: '5002', youth: '5003' },
} as const;

/**
 * The demo's ids as the variables that set them: what a site pointed at the emulator standing
 * in for Planning Center (`npm run pco-emulator`, the production-mode tests) must set.
 */
export function demoIdVariables(): Record<string, string> {
  return {
    PCO_DIRECTORY_LIST_ID: DEMO_IDS.directoryListId,
    PCO_HOUSEHOLD_LEADERS_LIST_ID: DEMO_IDS.householdLeadersListId,
    PCO_KIDS_SERVICE_TYPE_ID: DEMO_IDS.kidsServiceTypeId,
    PCO_KIDS_TEAM_IDS: DEMO_IDS.kidsTeamIds.join(','),
    PCO_WORSHIP_SAMPLES_MEDIA_ID: DEMO_IDS.worshipSamplesMediaId,
    PCO_CALENDAR_TAG_CHURCH: DEMO_IDS.calendarTags.church,
    PCO_CALENDAR_TAG_SPECIAL: DEMO_IDS.calendarTags.special,
    PCO_CALENDAR_TAG_YOUTH: DEMO_IDS.calendarTags.youth,
  };
}

/** DEMO_PEOPLE: the demo congregation's size, a whole number from 1 to 100,000; 300 by default. */
export function demoSize(env: Env = envSource()): number {
  const value = Number(env['DEMO_PEOPLE'] ?? 300);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 300;
}

/**
 * The emulator's rate limit, DEMO_PCO_RATE_LIMIT requests per DEMO_PCO_RATE_PERIOD seconds
 * (Planning Center's own, 100 per 20 seconds, by default).
 */
export function demoRateLimit(env: Env = envSource()): { limit: number; periodSeconds: number } {
  const limit = Number(env['DEMO_PCO_RATE_LIMIT'] ?? 100);
  const period = Number(env['DEMO_PCO_RATE_PERIOD'] ?? 20);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : 100,
    periodSeconds: Number.isFinite(period) && period > 0 ? period : 20,
  };
}

/** Demo passwords; accepted only while the site runs entirely on demo data. */
export const DEMO_PASSWORDS: Record<Area, string> = {
  directory: 'demo-directory',
  dccyouth: 'demo-teacher',
  podcastadmin: 'demo-podcast',
};

/**
 * scrypt hashes of the demo passwords at OWASP's minimum cost, salts fixed so they never change;
 * made with `npm run hash-password`.
 */
export const DEMO_PASSWORD_HASHES: Record<Area, string> = {
  directory:
    'scrypt$131072$8$1$ZGNjLWRlbW8tZGlyZWN0b3J5$ylhx/qbu+OJ80qyE2cge8H4V+w2HiAKWAb+A2ZAS0q7toGgFSj8Vzi3uEh7nCflUGCS68Jb/bAkGsnrvn6gpkA==',
  dccyouth:
    'scrypt$131072$8$1$ZGNjLWRlbW8tZGNjeW91dGg=$NJoYtLUACGc7/AlF9ToVazL27g9wjFMlW6PDMIlFQB8dGUDN0qvs3ChQLnxcF/d6IwEnZjOCMrhbks59GoZcYg==',
  podcastadmin:
    'scrypt$131072$8$1$ZGNjLWRlbW8tcG9kY2FzdGFkbWlu$LeRt6+pMMlm1H1n1PGWKDbylkIaFp7Bynd3ms7lVfkQL7SIGVqySDamhihf/6QjkM7MyyAbZpluoTsCkvsj3Bg==',
};

/**
 * Keeps a random demo session secret in DATA_DIR (beside its storage, never inside it, so no
 * route can serve it) so sessions survive restarts. Made once: it is written to a private temp
 * file and linked into place, which fails if another process sharing the folder won the race,
 * and then that one's key is read, so every process of the folder signs with the same key.
 */
export function demoSecretFromDisk(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const tmp = join(dataDir, `.session-secret-${randomBytes(8).toString('hex')}`);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(tmp, secret, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner)
      throw new Error(`${file} is not a usable session secret; delete it to make one`, {
        cause: error,
      });
    return winner;
  } finally {
    rmSync(tmp, { force: true });
  }
}

function readSecret(file: string): string | null {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    return existing.length >= 32 ? existing : null;
  } catch {
    return null; // first start: the caller makes one
  }
}
