/**
 * The emulator's Registrations endpoints (outside-systems.md, "Planning Center Registrations"):
 * sign-ups with `include=signup_times,signup_location,categories` and the `archived` /
 * `unarchived` filters, each one's selection types (`filter=publicly_available`) and the
 * private attendees a public site must never ask for; and Calendar's event connections.
 */
import { DateTime } from 'luxon';
import type { PcoResource } from '../../../platform/server/pco/jsonapi.ts';
import { errorDocument, listDocument, type Includer } from '../../../demo/jsonapi.ts';
import { SHOWN_SIGNUPS, type DemoSignup, type DemoTime } from './data.ts';
import { CONNECTIONS, HIDDEN_SIGNUPS, PLANTED } from './hidden.ts';

interface Ctx {
  url: URL;
  base: string;
  now: number;
  zone: string;
}

const ALL = [...SHOWN_SIGNUPS, ...HIDDEN_SIGNUPS];
const STAMP = '2025-01-06T14:00:00Z';
const iso = (t: DateTime) => t.toUTC().toISO({ suppressMilliseconds: true });
const notFound = (type: string, id: string) =>
  errorDocument(404, 'Not Found', `Couldn't find ${type} with 'id'=${id}`);

function startOf(time: DemoTime, ctx: Ctx): DateTime {
  const today = DateTime.fromMillis(ctx.now, { zone: ctx.zone }).startOf('day');
  const days = (time.weekday - today.weekday + 7) % 7;
  // as the demo calendar counts weeks (calendar.ts): week 1 is the next seven days from today
  return today.plus({ days: days + 7 * (time.weeksAhead - 1) }).set({ hour: time.hour });
}

/** Registration opens at 9:00 AM, `count` days from today; it closes at the midnight that ends that day. */
function days(count: number | null, ctx: Ctx, closes = false): string | null {
  if (count === null) return null;
  const day = DateTime.fromMillis(ctx.now, { zone: ctx.zone }).startOf('day').plus({ days: count });
  return iso(closes ? day.plus({ days: 1 }) : day.set({ hour: 9 }));
}

function signupResource(s: DemoSignup, ctx: Ctx): PcoResource {
  return {
    type: 'Signup',
    id: s.id,
    attributes: {
      name: s.name,
      description: s.description,
      logo_url: s.logo ? `${ctx.base}/event-images/${s.logo}.svg` : null,
      open_at: days(s.openDays, ctx),
      close_at: days(s.closeDays, ctx, true),
      archived: s.archived ?? false,
      new_registration_url: `https://dcc.churchcenter.com/registrations/events/${s.id}`,
      created_at: STAMP,
      updated_at: STAMP,
    },
    relationships: { signup_location: { data: null }, next_signup_time: { data: null } },
  };
}

function timeResources(s: DemoSignup, ctx: Ctx): PcoResource[] {
  return s.times.map((t, at) => {
    const start = startOf(t, ctx);
    return {
      type: 'SignupTime',
      id: `${s.id}${String(at).padStart(2, '0')}`,
      attributes: {
        starts_at: iso(start),
        ends_at: iso(start.plus({ minutes: t.minutes })),
        all_day: false,
      },
    };
  });
}

function locationResource(s: DemoSignup): PcoResource[] {
  if (!s.location) return [];
  const attributes = {
    name: '',
    formatted_address: null,
    full_formatted_address: null,
    ...s.location,
  };
  return [{ type: 'SignupLocation', id: `${s.id}9`, attributes }];
}

const categoryId = (name: string) =>
  String(4400 + [...name].reduce((n, c) => n + c.charCodeAt(0), 0));
const categories = (s: DemoSignup): PcoResource[] =>
  s.categories.map((name) => ({ type: 'Category', id: categoryId(name), attributes: { name } }));

const includerFor =
  (ctx: Ctx): Includer =>
  (resource, name) => {
    const s = ALL.find((x) => x.id === resource.id);
    if (!s) return [];
    if (name === 'signup_times') return timeResources(s, ctx);
    if (name === 'signup_location') return locationResource(s);
    if (name === 'categories') return categories(s);
    return [];
  };

const INCLUDES = ['campuses', 'categories', 'next_signup_time', 'signup_location', 'signup_times'];

/** GET /registrations/v2/signups */
export function listSignups(ctx: Ctx): Response {
  const filter = ctx.url.searchParams.get('filter');
  if (filter && !['archived', 'unarchived'].includes(filter))
    return errorDocument(400, 'Bad Request', `filter=${filter} is not supported by this emulator`);
  const rows = ALL.filter(
    (s) => filter === null || (s.archived ?? false) === (filter === 'archived'),
  );
  return listDocument(
    ctx.url,
    rows.map((s) => signupResource(s, ctx)),
    {
      canInclude: INCLUDES,
      includer: includerFor(ctx),
      canOrderBy: ['name', 'created_at', 'updated_at'],
      canQueryBy: ['id', 'name'],
    },
  );
}

/** GET /registrations/v2/signups/:id/selection_types */
export function listSelectionTypes(ctx: Ctx, id: string): Response {
  const s = ALL.find((x) => x.id === id);
  if (!s) return notFound('Signup', id);
  const onlyPublic = ctx.url.searchParams.get('filter') === 'publicly_available';
  const rows = s.prices
    .map(([name, cents, open], at): PcoResource => ({
      type: 'SelectionType',
      id: `${id}${at}`,
      attributes: { name, price_cents: cents, publicly_available: open },
    }))
    .filter((r) => !onlyPublic || r.attributes['publicly_available'] === true);
  return listDocument(ctx.url, rows);
}

/** GET /registrations/v2/signups/:id/attendees: private, with planted names; never asked for. */
export function listAttendees(ctx: Ctx, id: string): Response {
  if (!ALL.some((x) => x.id === id)) return notFound('Signup', id);
  const attributes = {
    name: PLANTED.name,
    waitlisted: false,
    canceled: false,
    email: PLANTED.email,
  };
  return listDocument(ctx.url, [{ type: 'Attendee', id: `${id}1`, attributes }]);
}

/** GET /calendar/v2/events/:id/event_connections */
export function listEventConnections(ctx: Ctx, eventId: string): Response {
  const rows = CONNECTIONS.filter(([event]) => event === eventId).map(
    ([, product, type, toId], at): PcoResource => ({
      type: 'EventConnection',
      id: `${eventId}${at}`,
      attributes: {
        product_name: product,
        connected_to_type: type,
        connected_to_id: toId,
        connected_to_name: ALL.find((s) => s.id === toId)?.name ?? 'A group',
        connected_to_url: `https://dcc.churchcenter.com/registrations/events/${toId}`,
      },
    }),
  );
  return listDocument(ctx.url, rows);
}
