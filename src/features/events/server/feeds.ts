/**
 * iCalendar files: a whole calendar's feed (for subscriptions) and one occurrence's file (for
 * "Add to calendar"), built from the same events the pages show. Data only: the handler
 * (api.ts) answers it with the kept events' caching.
 */
import { occurrenceFileName, type CalendarKind } from '../shared/calendar-links.ts';
import { joinOccurrences } from '../shared/event-groups.ts';
import { buildCalendar } from '../shared/ics.ts';
import type { Kept } from '../../../platform/server/pco/last-good.ts';
import { keptEvents } from './events.ts';
import type { EventsDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';

/** An iCalendar file, its name, and whether it downloads (one occurrence) or opens (a feed). */
export interface CalendarFile {
  ics: string;
  fileName: string;
  download: boolean;
}

/**
 * The feed of a calendar, or of one occurrence when occurrenceId is given, kept as old as the
 * events it is made from.
 */
export async function calendarFile(
  deps: EventsDeps,
  kind: CalendarKind,
  occurrenceId?: string,
): Promise<Kept<CalendarFile>> {
  const { timezone: zone, siteUrl } = deps.cfg;
  const kept = await keptEvents(deps, kind);
  const all = joinOccurrences(kept.value);
  const entries = occurrenceId === undefined ? all : all.filter((e) => e.id === occurrenceId);
  const [first] = entries;
  if (occurrenceId !== undefined && !first) {
    throw new HttpError(404, 'That event is not on the calendar any more.');
  }
  const download = occurrenceId !== undefined;
  const fileName = first && download ? occurrenceFileName(first, zone) : `dcc-${kind}.ics`;
  const ics = buildCalendar({ kind, entries, zone, siteUrl, now: new Date(deps.clock.now()) });
  return { value: { ics, fileName, download }, ageSeconds: kept.ageSeconds };
}
