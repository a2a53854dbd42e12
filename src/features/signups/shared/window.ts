/**
 * A sign-up's registration window in words (docs/requirements.md, "Sign-ups"), from Planning
 * Center's `open_at` and `close_at` alone: the API knows nothing of full, waitlisted or spots
 * left, so the words never say more than the dates (Church Center shows the real state). Pure.
 */

/** Where the window stands at `now`. */
export type WindowState = 'before' | 'open' | 'closed';

/** The dates a window is made of (UTC ISO-8601, or null when Planning Center has none). */
export interface SignupWindow {
  openAt: string | null;
  closeAt: string | null;
}

const time = (iso: string | null) => (iso === null ? NaN : Date.parse(iso));

/** Before it opens, closed once `close_at` has passed, otherwise open (no dates: open). */
export function windowState(window: SignupWindow, now: number): WindowState {
  if (time(window.closeAt) <= now) return 'closed';
  if (time(window.openAt) > now) return 'before';
  return 'open';
}

const formats = new Map<string, Intl.DateTimeFormat[]>();

function formatsFor(zone: string): Intl.DateTimeFormat[] {
  let found = formats.get(zone);
  if (!found) {
    found = [
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
    ];
    formats.set(zone, found);
  }
  return found;
}

/** "Mon, Jan 5" in the zone. */
export const dayText = (millis: number, zone: string): string =>
  formatsFor(zone)[0]!.format(millis);

/** "9:00 AM" in the zone. */
export const timeText = (millis: number, zone: string): string =>
  formatsFor(zone)[1]!
    .format(millis)
    .replace(/\u202f/g, ' ');

/** "Mon, Jan 5 at 9:00 AM". */
const dayAndTime = (millis: number, zone: string) =>
  `${dayText(millis, zone)} at ${timeText(millis, zone)}`;

/**
 * The last moment a close date allows, in words: a close at midnight is the day before, one a
 * minute before midnight (or later) that day, any other time the day and the time.
 */
function lastDay(millis: number, zone: string): string {
  const at = timeText(millis, zone);
  if (at === '12:00 AM') return dayText(millis - 60_000, zone);
  if (at === '11:59 PM') return dayText(millis, zone);
  return dayAndTime(millis, zone);
}

/**
 * "Registration opens Mon, Jan 5 at 9:00 AM", "Register by Sat, Jan 10", "Registration has
 * closed", or '' while open without a close date.
 */
export function windowText(window: SignupWindow, now: number, zone: string): string {
  const state = windowState(window, now);
  if (state === 'closed') return 'Registration has closed';
  if (state === 'before') return `Registration opens ${dayAndTime(time(window.openAt), zone)}`;
  return window.closeAt === null ? '' : `Register by ${lastDay(time(window.closeAt), zone)}`;
}

/** The button's words: "Register", "Registration opens …" before the window, "See details" after. */
export function buttonText(window: SignupWindow, now: number, zone: string): string {
  const state = windowState(window, now);
  if (state === 'closed') return 'See details';
  if (state === 'before') return windowText(window, now, zone);
  return 'Register';
}

/** The event list's short line: "Registration required", or "Registration opens …"; '' once closed. */
export function eventLineText(window: SignupWindow, now: number, zone: string): string {
  const state = windowState(window, now);
  if (state === 'closed') return '';
  return state === 'before' ? windowText(window, now, zone) : 'Registration required';
}
