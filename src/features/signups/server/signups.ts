/**
 * The sign-ups' data from Planning Center Registrations and Calendar (docs/architecture.md
 * section 4, the public answers): the unarchived sign-ups with their times, location and
 * categories included; the event connections of each public calendar event (read from the
 * same tag lists, with the same parameters, as the event lists, so the client's cache shares
 * them); and the publicly available selection types of the sign-ups that show, never of any
 * other. Attendees, registrations, people and emergency contacts are never asked for. Paged
 * and cached by the Planning Center client, kept in storage for an outage (last-good.ts).
 * Nothing here runs unless PCO_REGISTRATIONS is on.
 */
import type { SignupsAnswer } from '../shared/api-types.ts';
import type { GroupsDeps, PcoDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { keepLastGood, type Kept } from '../../../platform/server/pco/last-good.ts';
import { Included, str, type PcoList } from '../../../platform/server/pco/jsonapi.ts';
import { isPublicEvent } from '../../events/index.ts';
import { loadSanitize } from './description.ts';
import { listedSignupIds } from './listed.ts';
import { publicPlaces } from './public-places.ts';
import { publicSignup, refreshSignups, shownSignups, signupsAnswer } from './signup-shape.ts';

/** The 404 every sign-up address answers while the switch is off. */
export function requireSignups({ cfg }: Pick<PcoDeps, 'cfg'>): void {
  if (!cfg.pco.signups) throw new HttpError(404, 'Not found.');
}

/** The public calendar events (of the tags the site reads) that have not ended. */
async function publicEventIds({ cfg, pco }: PcoDeps): Promise<string[]> {
  const lists = await Promise.all(
    Object.values(cfg.pco.calendarTags).map((tag) =>
      pco.list(`/calendar/v2/tags/${tag}/event_instances`, {
        filter: 'future',
        include: 'event',
        order: 'starts_at',
      }),
    ),
  );
  const ids = lists.flatMap((list) => {
    const included = new Included(list.included);
    return list.data
      .map((instance) => included.one(instance, 'event'))
      .filter((event) => event !== undefined && isPublicEvent(event.attributes))
      .map((event) => event!.id);
  });
  return [...new Set(ids)];
}

/** Sign-up id → the public events connected to it (Calendar's event connections), and the lists read. */
async function signupLinks(
  deps: PcoDeps,
): Promise<{ bySignup: Map<string, string[]>; lists: PcoList[] }> {
  const events = await publicEventIds(deps);
  const lists = await Promise.all(
    events.map((id) =>
      deps.pco.list(`/calendar/v2/events/${encodeURIComponent(id)}/event_connections`),
    ),
  );
  const links = new Map<string, string[]>();
  lists.forEach((list, at) => {
    for (const c of list.data) {
      const to = str(c, 'connected_to_id');
      if (str(c, 'product_name') !== 'registrations' || str(c, 'connected_to_type') !== 'signup')
        continue;
      if (!/^\d{1,12}$/.test(to)) continue;
      links.set(to, [...(links.get(to) ?? []), events[at]!]);
    }
  });
  return { bySignup: links, lists };
}

/**
 * The answer built from the lists the client handed out (its cache hands out the same objects
 * until it asks Planning Center again), until the next moment a window or a time changes it: a
 * warm request builds nothing, and what keeps the answer knows it by identity.
 */
let built:
  { lists: readonly PcoList[]; answer: SignupsAnswer; at: number; until: number } | undefined;

/** The next moment after `now` that changes the answer's words or times. */
function nextChange(answer: SignupsAnswer, now: number): number {
  const moments = answer.signups.flatMap((s) => [s.openAt, s.closeAt, s.times[0]?.startsAt]);
  const later = moments.map((m) => (m ? Date.parse(m) : NaN)).filter((m) => m > now);
  return Math.min(Infinity, ...later);
}

const sameLists = (a: readonly PcoList[], b: readonly PcoList[]) =>
  a.length === b.length && a.every((list, at) => list === b[at]);

/** The sign-ups the public may see, shaped (see the file comment). */
export async function getSignups(deps: PcoDeps): Promise<SignupsAnswer> {
  const sanitize = loadSanitize(); // the first time, while Planning Center is asked
  const [signups, links, listed, places] = await Promise.all([
    deps.pco.list('/registrations/v2/signups', {
      filter: 'unarchived',
      include: 'signup_times,signup_location,categories',
    }),
    signupLinks(deps),
    listedSignupIds(),
    publicPlaces(),
  ]);
  const input = {
    signups,
    links: links.bySignup,
    listed,
    places,
    now: deps.clock.now(),
    zone: deps.cfg.timezone,
  };
  const shown = shownSignups(input);
  const prices: PcoList[] = await Promise.all(
    shown.map((s) =>
      deps.pco.list(`/registrations/v2/signups/${encodeURIComponent(s.id)}/selection_types`, {
        filter: 'publicly_available',
      }),
    ),
  );
  const lists = [signups, ...links.lists, ...prices];
  if (built && sameLists(built.lists, lists) && built.at <= input.now && input.now < built.until)
    return built.answer;
  const clean = await sanitize;
  const answer = signupsAnswer(shown.map((s, at) => publicSignup(input, s, prices[at]!, clean)));
  built = { lists, answer, at: input.now, until: nextChange(answer, input.now) };
  return answer;
}

/** The sign-ups; when Planning Center fails, the last good answer kept in storage. */
export async function keptSignups(deps: GroupsDeps): Promise<Kept<SignupsAnswer>> {
  const places = await publicPlaces();
  return keepLastGood(deps, 'signups', () => getSignups(deps), {
    refresh: (kept, now) => refreshSignups(kept, now, deps.cfg.timezone, places),
  });
}
