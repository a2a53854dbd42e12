/**
 * The public sign-ups answer from Planning Center's lists (docs/architecture.md section 4): the
 * visibility rule (shared/visibility.ts) picks the sign-ups, and each is shaped to the fields a
 * screen shows: no coordinates, address data, meeting link or private selection type. Pure.
 */
import type { PublicSignup, SignupTime, SignupsAnswer } from '../shared/api-types.ts';
import { placeAgain, signupPlace } from '../shared/place.ts';
import type { PublicPlace } from '../shared/public-places.ts';
import { priceText } from '../shared/price.ts';
import { isPastSignup, isShownSignup } from '../shared/visibility.ts';
import { buttonText, eventLineText, windowText } from '../shared/window.ts';
import { isWebUrl } from '../../../platform/shared/web-url.ts';
import {
  Included,
  str,
  strOrNull,
  type PcoList,
  type PcoResource,
} from '../../../platform/server/pco/jsonapi.ts';

/** The next times each sign-up shows; the rest are counted. */
export const SHOWN_TIMES = 3;

/** What the shaping takes besides the sign-ups list. */
export interface ShapeInput {
  signups: PcoList;
  /** Sign-up id → the public events that link to it. */
  links: Map<string, string[]>;
  listed: Set<string>;
  /** The places whose whole address may show (shared/public-places.ts). */
  places: readonly PublicPlace[];
  now: number;
  zone: string;
}

function timesOf(included: Included, signup: PcoResource): SignupTime[] {
  return included
    .many(signup, 'signup_times')
    .map((t) => ({
      startsAt: str(t, 'starts_at'),
      endsAt: str(t, 'ends_at') || str(t, 'starts_at'),
      allDay: t.attributes['all_day'] === true,
    }))
    .filter((t) => !Number.isNaN(Date.parse(t.startsAt)))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** The sign-ups the public may see, before their prices are known. */
export function shownSignups(input: ShapeInput): PcoResource[] {
  const included = new Included(input.signups.included);
  return input.signups.data.filter((s) => {
    const facts = {
      archived: s.attributes['archived'],
      closeAt: strOrNull(s, 'close_at'),
      startTimes: timesOf(included, s).map((t) => t.startsAt),
    };
    return isShownSignup(facts, input.now, input.links.has(s.id), input.listed.has(s.id));
  });
}

/** One shown sign-up as the public sees it. */
export function publicSignup(
  input: ShapeInput,
  signup: PcoResource,
  prices: PcoList,
  sanitize: (html: string) => string,
): PublicSignup {
  const included = new Included(input.signups.included);
  const future = timesOf(included, signup).filter((t) => Date.parse(t.startsAt) > input.now);
  const window = { openAt: strOrNull(signup, 'open_at'), closeAt: strOrNull(signup, 'close_at') };
  const logo = str(signup, 'logo_url');
  const register = str(signup, 'new_registration_url');
  return {
    id: signup.id,
    name: str(signup, 'name'),
    descriptionHtml: sanitize(str(signup, 'description')),
    logoUrl: isWebUrl(logo) ? logo : null,
    times: future.slice(0, SHOWN_TIMES),
    moreTimes: Math.max(0, future.length - SHOWN_TIMES),
    place: signupPlace(included.many(signup, 'signup_location')[0]?.attributes, input.places),
    price: priceText(
      prices.data
        .filter((p) => p.attributes['publicly_available'] === true)
        .map((p) => ({ priceCents: Number(p.attributes['price_cents']) })),
    ),
    categories: included
      .many(signup, 'categories')
      .map((c) => str(c, 'name'))
      .filter(Boolean)
      .sort(),
    ...window,
    windowText: windowText(window, input.now, input.zone),
    buttonText: buttonText(window, input.now, input.zone),
    eventLine: eventLineText(window, input.now, input.zone),
    url: isWebUrl(register) ? register : '',
    eventIds: input.links.get(signup.id) ?? [],
  };
}

/** The answer: the sign-ups by their next time (those without one last), and their categories. */
export function signupsAnswer(signups: PublicSignup[]): SignupsAnswer {
  const next = (s: PublicSignup) => (s.times[0] ? Date.parse(s.times[0].startsAt) : Infinity);
  const sorted = [...signups].sort((a, b) => next(a) - next(b) || a.name.localeCompare(b.name));
  return { signups: sorted, categories: [...new Set(sorted.flatMap((s) => s.categories))].sort() };
}

/**
 * A kept answer brought up to `now` (an outage serves it: last-good.ts): past times and past
 * sign-ups dropped, the window's words said again, each place decided again with today's public
 * places. The more-times count stays as kept.
 */
export function refreshSignups(
  answer: SignupsAnswer,
  now: number,
  zone: string,
  places: readonly PublicPlace[],
): SignupsAnswer {
  const signups = answer.signups
    .map((s) => ({ ...s, times: s.times.filter((t) => Date.parse(t.startsAt) > now) }))
    .filter((s) => {
      const facts = {
        archived: false,
        closeAt: s.closeAt,
        startTimes: s.times.map((t) => t.startsAt),
      };
      return !isPastSignup(facts, now) || (s.times.length === 0 && s.moreTimes > 0);
    })
    .map((s) => ({
      ...s,
      place: placeAgain(s.place, places),
      windowText: windowText(s, now, zone),
      buttonText: buttonText(s, now, zone),
      eventLine: eventLineText(s, now, zone),
    }));
  return signupsAnswer(signups);
}
