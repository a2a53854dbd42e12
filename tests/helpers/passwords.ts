/**
 * The shared passwords the browser tests type: the demo's in demo mode; in production mode,
 * where demo passwords open nothing whatever the hashes say, real ones the test deploy is
 * configured with (production-env.ts).
 */
import type { Area } from '../../src/platform/shared/api-types.ts';
import { DEMO_PASSWORDS } from '../../src/platform/server/config/index.ts';
import { MODE } from './target.ts';

/** Passwords of the production-mode test deploy. */
export const PRODUCTION_PASSWORDS: Record<Area, string> = {
  directory: 'members only, please 2026',
  dccyouth: 'little lambs in the nursery',
  podcastadmin: 'sermons go out on sunday',
};

/** The password of each area in the suite's mode. */
export const PASSWORDS: Record<Area, string> =
  MODE === 'production' ? PRODUCTION_PASSWORDS : DEMO_PASSWORDS;

/** The session cookie a login to `area` at `base` gives; fails unless the login succeeds. */
export async function sessionCookie(
  base: string,
  area: Area,
  password = PASSWORDS[area],
): Promise<string> {
  const answer = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ username: area, password }),
  });
  if (answer.status !== 200) throw new Error(`the ${area} login answered ${answer.status}`);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}
