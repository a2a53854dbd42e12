/**
 * The sign-ups' data from Planning Center Registrations and Calendar (docs/architecture.md
 * section 4, the public answers): the unarchived sign-ups with their times, location and
 * categories included, each with only the attributes a screen shows (`fields[...]`: no meeting
 * link, coordinates or address data reaches the function); which public events link to them
 * (links.ts, kept apart); and the publicly available selection types of the sign-ups that show,
 * never of any other, a few at a time (fan-out.ts). Attendees, registrations, people and
 * emergency contacts are never asked for. The answer is kept in storage for every instance
 * (last-good.ts). Nothing here runs unless PCO_REGISTRATIONS is on.
 */
import type { SignupsAnswer } from '../shared/api-types.ts';
import type { GroupsDeps, PcoDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { listEach } from '../../../platform/server/pco/fan-out.ts';
import { keepLastGood, type Kept } from '../../../platform/server/pco/last-good.ts';
import { loadSanitize } from './description.ts';
import { keptSignupLinks } from './links.ts';
import { listedSignupIds } from './listed.ts';
import { publicPlaces } from './public-places.ts';
import { publicSignup, refreshSignups, shownSignups, signupsAnswer } from './signup-shape.ts';

/** The 404 every sign-up address answers while the switch is off. */
export function requireSignups({ cfg }: Pick<PcoDeps, 'cfg'>): void {
  if (!cfg.pco.signups) throw new HttpError(404, 'Not found.');
}

/** The attributes the shaping reads of each kind of resource (signup-shape.ts, place.ts). */
const FIELDS = {
  'fields[Signup]': [
    'name',
    'description',
    'logo_url',
    'open_at',
    'close_at',
    'archived',
    'new_registration_url',
    // the relationships followed, as JSON:API's sparse fieldsets name them
    'signup_times',
    'signup_location',
    'categories',
  ].join(','),
  'fields[SignupTime]': 'starts_at,ends_at,all_day',
  'fields[SignupLocation]':
    'name,location_type,formatted_address,full_formatted_address,subpremise',
  'fields[Category]': 'name',
};

/**
 * The answer built from what the client and the kept map handed out (the same objects until
 * Planning Center is asked again), until the next moment a window or a time changes it: a warm
 * request builds nothing, and what keeps the answer knows it by identity.
 */
let built:
  { sources: readonly object[]; answer: SignupsAnswer; at: number; until: number } | undefined;

/** The next moment after `now` that changes the answer's words or times. */
function nextChange(answer: SignupsAnswer, now: number): number {
  const moments = answer.signups.flatMap((s) => [s.openAt, s.closeAt, s.times[0]?.startsAt]);
  const later = moments.map((m) => (m ? Date.parse(m) : NaN)).filter((m) => m > now);
  return Math.min(Infinity, ...later);
}

const same = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((source, at) => source === b[at]);

/** The sign-ups the public may see, shaped (see the file comment). */
export async function getSignups(deps: GroupsDeps): Promise<SignupsAnswer> {
  const sanitize = loadSanitize(); // the first time, while Planning Center is asked
  const [signups, links, listed, places] = await Promise.all([
    deps.pco.list('/registrations/v2/signups', {
      filter: 'unarchived',
      include: 'signup_times,signup_location,categories',
      ...FIELDS,
    }),
    keptSignupLinks(deps),
    listedSignupIds(),
    publicPlaces(),
  ]);
  const input = {
    signups,
    links: new Map(Object.entries(links)),
    listed,
    places,
    now: deps.clock.now(),
    zone: deps.cfg.timezone,
  };
  const shown = shownSignups(input);
  const prices = await listEach(
    deps.pco,
    shown.map((s) => `/registrations/v2/signups/${encodeURIComponent(s.id)}/selection_types`),
    { filter: 'publicly_available', 'fields[SelectionType]': 'price_cents,publicly_available' },
  );
  const sources = [signups, links, ...prices];
  if (built && same(built.sources, sources) && built.at <= input.now && input.now < built.until)
    return built.answer;
  const clean = await sanitize;
  const answer = signupsAnswer(shown.map((s, at) => publicSignup(input, s, prices[at]!, clean)));
  built = { sources, answer, at: input.now, until: nextChange(answer, input.now) };
  return answer;
}

/** The sign-ups; when Planning Center fails, the last good answer kept in storage. */
export async function keptSignups(deps: GroupsDeps): Promise<Kept<SignupsAnswer>> {
  const places = await publicPlaces();
  return keepLastGood(deps, 'signups', () => getSignups(deps), {
    refresh: (kept, now) => refreshSignups(kept, now, deps.cfg.timezone, places),
    changesAt: nextChange,
  });
}
