/**
 * The work behind /login and /logout (docs/architecture.md section 6): password check, failed-login
 * throttle, session cookie. Its handlers (api.ts) route to these and shape their answers.
 */
import type { LoginAnswer } from '../../../platform/shared/api-types.ts';
import { DEMO_PASSWORDS } from '../../../platform/server/config/demo.ts';
import { AREAS } from '../../../platform/server/config/session.ts';
import type { Area, Config } from '../../../platform/server/config/types.ts';
import type { StorageDeps } from '../../../app/deps.ts';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { bodyRefused, readJsonBody } from '../../../platform/server/http/body.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { sessionUser } from '../../../platform/server/auth/guard.ts';
import { ScryptBusy, verifyPassword } from '../../../platform/server/auth/password.ts';
import {
  clearedSessionCookie,
  createSessionToken,
  readCookie,
  revokeSessionToken,
  SESSION_COOKIE,
  sessionCookie,
  verifySessionToken,
} from '../../../platform/server/auth/session.ts';
import { countFailure } from './failure-log.ts';
import { createDeviceToken, deviceCookie } from './device.ts';
import { beginAttempt } from './attempt.ts';
import { chooseTurn } from './turn.ts';

/** What /login and /logout answer: who is logged in now, and the cookies to set. */
export interface LoginOutcome {
  answer: LoginAnswer;
  cookies: string[];
}

const MAX_BODY_BYTES = 4096;
const MAX_PASSWORD_LENGTH = 1024;
export const WRONG_PASSWORD = 'That password is not correct. Please try again.';

const NEEDS = 'The login request needs a username and a password, both as text.';
const credentials = z.object(
  {
    username: z.string(NEEDS),
    password: z
      .string(NEEDS)
      .check(
        z.minLength(1, 'Please enter the password.'),
        z.maxLength(MAX_PASSWORD_LENGTH, 'That password is too long.'),
      ),
  },
  NEEDS,
);

/**
 * The username and password of a login request; 400 with a clear message when malformed. A huge
 * body is refused as it streams in, never held in memory (http/body.ts).
 */
export async function readCredentials(
  req: Request,
): Promise<{ username: string; password: string }> {
  const read = await readJsonBody(req, MAX_BODY_BYTES, credentials, {
    what: 'The login request',
    tooLarge: 'The login request is too large.',
    notJson: 'The login request must be JSON: {"username": "…", "password": "…"}.',
  });
  if (!read.ok) throw bodyRefused(read);
  return read.value;
}

/** The area whose password this is, or null; takes the same time for unknown usernames. */
export async function checkPassword(
  settings: Pick<Config, 'passwordHashes' | 'demo'>,
  username: string,
  password: string,
): Promise<Area | null> {
  const area = AREAS.find((name) => name === username);
  // an unknown username still pays for one scrypt at the configured cost, so timing does not
  // reveal the usernames
  let ok: boolean;
  try {
    ok = await verifyPassword(password, settings.passwordHashes[area ?? 'directory']);
  } catch (error) {
    if (!(error instanceof ScryptBusy)) throw error;
    throw new HttpError(503, 'The server is busy checking other logins. Please try again.', {
      'Retry-After': '5',
    });
  }
  if (!area || !ok) return null;
  // demo passwords open nothing once real data is configured, whatever hash was set
  if (!settings.demo && Object.values(DEMO_PASSWORDS).includes(password)) return null;
  return area;
}

/**
 * POST /login: 200 `{user}` with the session and device cookies, 401, 400, 403 (origin, from
 * handler()), 429 or 503. `clientAddress` is Netlify's `context.ip` (the connection's address
 * locally), never a header a client can write. Failures count per device cookie, else per
 * address and area (turn.ts): past the free tries an address waits its turn for that area, so
 * a guesser behind a shared address slows only those without a device cookie, and they still
 * get in. Every failure also counts for the area's ceiling (area-failures.ts), past which an
 * area that spends money also caps browsers without a device cookie, all together (turn.ts).
 */
export async function logIn(
  deps: StorageDeps,
  req: Request,
  clientAddress: string,
): Promise<LoginOutcome> {
  const { cfg: settings, clock } = deps;
  const { username, password } = await readCredentials(req);
  const area = AREAS.find((a) => a === username);
  const turn = await chooseTurn(deps, req, area, clientAddress);
  // counted before the slow scrypt; a success takes its counts back
  const forgive = await beginAttempt(turn);
  const user = await checkPassword(settings, username, password);
  if (!user) {
    if (area) await countFailure(deps.storage, area, turn, clock.now());
    throw new HttpError(401, WRONG_PASSWORD);
  }
  await forgive();
  const token = await createSessionToken(user, settings);
  const device = await createDeviceToken(user, settings, clock.now(), turn.device ?? undefined);
  const cookies = [sessionCookie(token, settings), deviceCookie(user, device, settings)];
  return { answer: { user }, cookies };
}

/** GET /login: the session's user, or null for no, a bad or an expired cookie. */
export async function currentSession(req: Request): Promise<LoginOutcome> {
  return { answer: { user: await sessionUser(req) }, cookies: [] };
}

/** POST /logout: clears the cookie and revokes the token in this instance. */
export async function logOut(
  { cfg: settings }: Pick<StorageDeps, 'cfg'>,
  req: Request,
): Promise<LoginOutcome> {
  const token = readCookie(req, SESSION_COOKIE);
  // only genuine tokens are remembered, so forged ones cannot crowd real revocations out
  if (token && (await verifySessionToken(token, settings))) revokeSessionToken(token);
  return { answer: { user: null }, cookies: [clearedSessionCookie(settings)] };
}
