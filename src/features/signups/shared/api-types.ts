/** The sign-ups' answers (docs/requirements.md, data shapes): only the fields a screen shows. */

/** Where a sign-up happens, as the public may see it (shared/place.ts decides it). */
export type SignupPlace =
  | { kind: 'venue'; name: string; address: string }
  | { kind: 'city'; text: string }
  | { kind: 'online' };

/** One time of a sign-up (UTC ISO-8601). */
export interface SignupTime {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** A sign-up a visitor may see (shared/visibility.ts). */
export interface PublicSignup {
  id: string;
  name: string;
  /** Planning Center's description, sanitized on the server: safe to show. */
  descriptionHtml: string;
  /** The picture (`logo_url`), or null for the default. */
  logoUrl: string | null;
  /** The next few future times, sorted. */
  times: SignupTime[];
  /** How many more future times there are. */
  moreTimes: number;
  place: SignupPlace | null;
  /** "Free", "$45.00" or "$25.00–$45.00" from the public selection types; null without any. */
  price: string | null;
  categories: string[];
  /** When registration opens and closes (UTC), as Planning Center says; null when not set. */
  openAt: string | null;
  closeAt: string | null;
  /** The window in words at the answer's time (shared/window.ts): '' while open without a close date. */
  windowText: string;
  /** The button's words: "Register", "Registration opens …" or "See details". */
  buttonText: string;
  /** The event list's line: "Registration required", "Registration opens …" or ''. */
  eventLine: string;
  /** The sign-up's Church Center page. */
  url: string;
  /** The public calendar events that link to it. */
  eventIds: string[];
}

/** GET /api/signups */
export interface SignupsAnswer {
  signups: PublicSignup[];
  /** Every shown sign-up's categories, sorted. */
  categories: string[];
}
