/**
 * Which public calendar events link to which sign-ups (Calendar's event connections:
 * outside-systems.md, "Planning Center Registrations"): read from the same tag lists, with the
 * same parameters, as the event lists (so the client's cache shares them), then one list of
 * connections per public event, a few at a time (fan-out.ts). That is most of what the sign-ups
 * cost Planning Center, and it changes seldom, so the map is kept in storage for a quarter of an
 * hour and shared by every instance (last-good.ts).
 */
import type { GroupsDeps, PcoDeps } from '../../../app/deps.ts';
import { listEach } from '../../../platform/server/pco/fan-out.ts';
import { Included, str } from '../../../platform/server/pco/jsonapi.ts';
import { keepLastGood } from '../../../platform/server/pco/last-good.ts';
import { isPublicEvent } from '../../events/index.ts';

/** Sign-up id → the public events connected to it. */
export type SignupLinks = Record<string, string[]>;

/** How long the kept map stands for Planning Center's. */
export const LINKS_FRESH_MS = 15 * 60_000;

/** The attributes of a connection the map reads. */
const CONNECTION_FIELDS = 'product_name,connected_to_type,connected_to_id';

/** The public calendar events (of the tags the site reads) that have not ended. */
async function publicEventIds({ cfg, pco }: PcoDeps): Promise<string[]> {
  const lists = await Promise.all(
    // an unset tag (docs/operations.md section 3) has no events to link
    Object.values(cfg.pco.calendarTags)
      .filter(Boolean)
      .map((tag) =>
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

/** The map from Planning Center (see the file comment). */
export async function getSignupLinks(deps: PcoDeps): Promise<SignupLinks> {
  const events = await publicEventIds(deps);
  const lists = await listEach(
    deps.pco,
    events.map((id) => `/calendar/v2/events/${encodeURIComponent(id)}/event_connections`),
    { 'fields[EventConnection]': CONNECTION_FIELDS },
  );
  const links: SignupLinks = {};
  lists.forEach((list, at) => {
    for (const c of list.data) {
      const to = str(c, 'connected_to_id');
      if (str(c, 'product_name') !== 'registrations' || str(c, 'connected_to_type') !== 'signup')
        continue;
      if (!/^\d{1,12}$/.test(to)) continue;
      links[to] = [...(links[to] ?? []), events[at]!];
    }
  });
  return links;
}

/** The map, kept in storage for every instance (a stored copy when Planning Center fails). */
export async function keptSignupLinks(deps: GroupsDeps): Promise<SignupLinks> {
  const kept = await keepLastGood(deps, 'signup-links', () => getSignupLinks(deps), {
    freshMs: LINKS_FRESH_MS,
  });
  return kept.value;
}
