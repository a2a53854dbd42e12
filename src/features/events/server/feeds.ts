/**
 * iCalendar answers: a whole calendar's feed (for subscriptions) and one occurrence's file (for
 * "Add to calendar"), built from the same events the pages show.
 */
import { occurrenceFileName, type CalendarKind } from '../shared/calendar-links.ts';
import { joinOccurrences } from '../shared/event-groups.ts';
import { buildCalendar } from '../shared/ics.ts';
import { keptHeaders } from '../../../platform/server/pco/kept-json.ts';
import { keptEvents } from './events.ts';
import type { EventsDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** The feed of a calendar, or of one occurrence when occurrenceId is given. */
export async function calendarResponse(
  deps: EventsDeps,
  kind: CalendarKind,
  occurrenceId?: string,
): Promise<Response> {
  const { timezone: zone, siteUrl } = deps.cfg;
  const kept = await keptEvents(deps, kind);
  const all = joinOccurrences(kept.value);
  const entries = occurrenceId === undefined ? all : all.filter((e) => e.id === occurrenceId);
  const [first] = entries;
  if (occurrenceId !== undefined && !first) {
    throw new HttpError(404, 'That event is not on the calendar any more.');
  }
  const fileName =
    first && occurrenceId !== undefined ? occurrenceFileName(first, zone) : `dcc-${kind}.ics`;
  const body = buildCalendar({ kind, entries, zone, siteUrl, now: new Date(deps.clock.now()) });
  return new Response(body, {
    headers: {
      ...keptHeaders(kept),
      'Content-Type': ICS_TYPE,
      // A single occurrence downloads; a feed opens in whatever handles calendars.
      'Content-Disposition': `${occurrenceId === undefined ? 'inline' : 'attachment'}; filename="${fileName}"`,
    },
  });
}
