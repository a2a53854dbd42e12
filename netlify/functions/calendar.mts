/**
 * GET /api/calendar/{kind}.ics: a calendar's iCalendar feed (subscribe with webcal:).
 * GET /api/calendar/{kind}/{occurrenceId}.ics: one occurrence, for "Add to calendar".
 */
import { isCalendarKind } from '../../src/lib/calendar-links.ts';
import { calendarResponse } from '../../src/server/calendar/feeds.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';

export default handler(async (_req, context) => {
  const { kind, occurrence } = context.params;
  if (!isCalendarKind(kind))
    throw new HttpError(404, 'Calendars come in three kinds: church, special and youth.');
  if (occurrence !== undefined && !/^[\w-]{1,64}$/.test(occurrence))
    throw new HttpError(404, 'That is not an event occurrence id.');
  return calendarResponse(serverDeps(), kind, occurrence);
});

export const config = {
  path: ['/api/calendar/:kind.ics', '/api/calendar/:kind/:occurrence.ics'],
  method: ['GET', 'HEAD'],
};
