/**
 * GET /api/calendar/{kind}.ics: a calendar's iCalendar feed (subscribe with webcal:).
 * GET /api/calendar/{kind}/{occurrenceId}.ics: one occurrence, for "Add to calendar".
 */
import { isCalendarKind } from '../../src/features/events/shared/calendar-links.ts';
import { calendarResponse } from '../../src/features/events/server/feeds.ts';
import { HttpError } from '../../src/platform/server/http/errors.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';

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
