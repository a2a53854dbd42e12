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
