/**
 * The answer to GET /events/{slug}: the event's page from the public event lists (the same
 * answers, cached and kept, that /api/events/{kind} serves: so only what they show, decided by
 * shared/event-visibility.ts), a permanent redirect to the page's full address when the slug is
 * short or the event was renamed, or a clear page for an event that is over or unknown. An id is
 * never looked up in Planning Center: a hidden, unpublished, untagged or unknown event all get
 * the one same 404 page, so the answer tells nothing about which ids exist. Only an event the
 * lists showed and that has ended since (event-records.ts) says so, with a 410.
 */
import { CALENDAR_KINDS } from '../shared/calendar-links.ts';
import { eventIdOf, eventPath } from '../shared/event-links.ts';
import { joinOccurrences } from '../shared/event-groups.ts';
import { churchPlace, type ChurchFacts } from '../../../platform/shared/json-ld.ts';
import { endedPublicEvent } from './event-records.ts';
import { isKindSetUp, keptEvents } from './events.ts';
import { keptSignups, type PublicSignup } from '../../signups/server/index.ts';
import type { EventsDeps } from '../../../app/deps.ts';
import { readContentFile } from '../../../platform/server/content-file.ts';
import { CHURCH_FILE } from '../../church/content.ts';
import { eventPage, missingEventPage, type EventOnCalendar } from './event-page.ts';
import type { PageAnswer } from '../../../platform/server/pages/page-answer.ts';

async function findUpcoming(deps: EventsDeps, id: string): Promise<EventOnCalendar | null> {
  for (const kind of CALENDAR_KINDS) {
    if (!isKindSetUp(deps.cfg, kind)) continue;
    const { value } = await keptEvents(deps, kind);
    const event = value.included?.find((e) => e.id === id);
    if (event)
      return { event, kind, occurrences: joinOccurrences(value).filter((o) => o.eventId === id) };
  }
  return null;
}

/** The shown sign-up connected to the event; none while sign-ups are off or Planning Center fails. */
async function signupOf(deps: EventsDeps, id: string): Promise<PublicSignup | undefined> {
  if (!deps.cfg.pco.signups) return undefined;
  try {
    const { value } = await keptSignups(deps);
    return value.signups.find((s) => s.eventIds.includes(id));
  } catch (error) {
    console.warn(`Could not read the sign-ups for event ${id}:`, error);
    return undefined;
  }
}

const churchFacts = (): Promise<ChurchFacts> => readContentFile(CHURCH_FILE);

/** The page for the slug (see the file comment); the handler answers it with public caching. */
export async function eventPageAnswer(
  deps: EventsDeps,
  slug: string,
  url: URL,
): Promise<PageAnswer> {
  const { cfg } = deps;
  const id = eventIdOf(slug);
  const found = id ? await findUpcoming(deps, id) : null;
  if (!found) {
    const ended = id ? await endedPublicEvent(deps, id) : null;
    const page = id && ended ? `${cfg.siteUrl}${eventPath(id, ended)}` : null;
    const parts = missingEventPage(ended, page, cfg.siteUrl);
    return { kind: 'page', frame: 'event', parts, status: ended ? 410 : 404 };
  }
  const path = found.event.attributes.page;
  if (url.pathname !== path) return { kind: 'moved', to: path };
  const page = `${cfg.siteUrl}${path}`;
  const [signup, facts] = await Promise.all([signupOf(deps, found.event.id), churchFacts()]);
  const parts = eventPage(
    { ...found, signup },
    cfg.timezone,
    page,
    cfg.siteUrl,
    churchPlace(facts),
  );
  return { kind: 'page', frame: 'event', parts, status: 200 };
}
