/**
 * The events' functions (docs/architecture.md section 3): netlify/functions/ re-exports each
 * beside its route. Marked pure, so a function's bundle leaves its siblings' code out.
 */
import { serverDeps } from '../../../app/composition.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { handler } from '../../../platform/server/http/handler.ts';
import { keptHeaders, keptJson } from '../../../platform/server/pco/kept-json.ts';
import { isCalendarKind } from '../shared/calendar-links.ts';
import { PUBLIC_HEADERS } from '../../../platform/server/http/caching.ts';
import { pageResponse } from '../../../platform/server/pages/page-answer.ts';
import { eventPageAnswer } from './event-answer.ts';
import { isEventKind, keptEvents } from './events.ts';
import { calendarFile } from './feeds.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * GET /api/events/{church|special|youth}: upcoming occurrences with their events (public); the
 * last good answer when Planning Center fails (last-good.ts).
 */
export const events = /* @__PURE__ */ handler(async (req, context) => {
  const kind = context.params['kind'];
  if (!isEventKind(kind))
    throw new HttpError(404, 'Events come in three kinds: church, special and youth.');
  return keptJson(await keptEvents(serverDeps(), kind), req);
});

/**
 * GET /api/calendar/{kind}.ics: a calendar's iCalendar feed (subscribe with webcal:).
 * GET /api/calendar/{kind}/{occurrenceId}.ics: one occurrence, for "Add to calendar".
 */
export const calendar = /* @__PURE__ */ handler(async (_req, context) => {
  const { kind, occurrence } = context.params;
  if (!isCalendarKind(kind))
    throw new HttpError(404, 'Calendars come in three kinds: church, special and youth.');
  if (occurrence !== undefined && !/^[\w-]{1,64}$/.test(occurrence))
    throw new HttpError(404, 'That is not an event occurrence id.');
  const file = await calendarFile(serverDeps(), kind, occurrence);
  const { ics, fileName, download } = file.value;
  return new Response(ics, {
    headers: {
      ...keptHeaders(file),
      'Content-Type': ICS_TYPE,
      // A single occurrence downloads; a feed opens in whatever handles calendars.
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}"`,
    },
  });
});

/** GET /events/{slug}: an event's own page, from the public event lists (public). */
export const eventPage = /* @__PURE__ */ handler(async (req, context) =>
  pageResponse(
    await eventPageAnswer(serverDeps(), context.params['slug'] ?? '', new URL(req.url)),
    PUBLIC_HEADERS,
  ),
);
