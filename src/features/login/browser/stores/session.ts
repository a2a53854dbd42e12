/** The logged-in user (docs/requirements.md section 4): filled from GET /login, set by login, cleared by logout. */
import { atom } from 'nanostores';
import type { Area, LoginAnswer } from '../../../../platform/shared/api-types.ts';
import { ApiError, apiFetch, apiSend } from '../../../../platform/browser/net/api.ts';
import { clearPersonCache } from '../../../directory/browser/index.ts';

export interface SessionState {
  /** The session's user, or null when logged out. */
  user: Area | null;
  /** False until GET /login has answered (islands show nothing gated before that). */
  checked: boolean;
}

export const $session = atom<SessionState>({ user: null, checked: false });

let checking: Promise<void> | null = null;

/** Asks the server who is logged in, once per page load. */
export function checkSession(): Promise<void> {
  checking ??= apiFetch<LoginAnswer>('/login')
    .then((answer) => $session.set({ user: answer.user ?? null, checked: true }))
    .catch((error: unknown) => {
      console.error('GET /login failed:', error);
      $session.set({ user: null, checked: true });
    });
  return checking;
}

/** Logs in; throws ApiError with the server's message on failure. */
export async function login(username: Area, password: string): Promise<void> {
  const answer = await apiSend<LoginAnswer>('POST', '/login', { username, password });
  $session.set({ user: answer.user, checked: true });
}

/** Logs out and forgets the user; throws ApiError when the server refused, keeping the user. */
export async function logout(): Promise<void> {
  await apiSend<LoginAnswer>('POST', '/logout');
  // what this session saw of members' contact details stays with it
  clearPersonCache();
  $session.set({ user: null, checked: true });
}

/** The server's message for a failed login or logout, or a plain one when it could not be reached. */
export function failureMessage(error: unknown, action: string): string {
  if (error instanceof ApiError && !error.network)
    return error.serverMessage ?? `${action} failed (${error.message}).`;
  return 'Could not reach the server. Please check your connection and try again.';
}
