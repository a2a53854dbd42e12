/** The demo defaults: the emulator's ids, the three demo passwords and a generated session secret. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Area } from './config.ts';

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
