/**
 * Calendar events by kind: the future instances of the Planning Center Calendar tag configured
 * for church, special or youth events, with their events. Other server code (the iCalendar
 * feeds) reuses getEvents.
 */
import type { ChurchEvent, EventInstance, EventsAnswer } from '../shared/api-types.ts';
import { eventPath } from '../shared/event-links.ts';
import { isShownOccurrence } from '../shared/event-visibility.ts';
import type { Markdown } from '../../../platform/shared/markdown.ts';
import { isWebUrl } from '../../../platform/shared/web-url.ts';
import type { EventsDeps, PcoDeps } from '../../../app/deps.ts';
import { noteShownEvents } from './event-records.ts';
import { loadMarkdown } from '../../../platform/server/markdown.ts';
import { keepLastGood, type Kept } from '../../../platform/server/pco/last-good.ts';
import { isSetUp, requireSetUp } from '../../../platform/server/http/set-up.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import {
  Included,
  str,
  type PcoList,
  type PcoResource,
} from '../../../platform/server/pco/jsonapi.ts';

export type EventKind = 'church' | 'special' | 'youth';
export const EVENT_KINDS: readonly EventKind[] = ['church', 'special', 'youth'];

/** The tag variable of each kind: while it is unset, that kind's list is off. */
const tagVariable = (kind: EventKind) => `PCO_CALENDAR_TAG_${kind.toUpperCase()}`;

/** Whether the kind's calendar tag is set (always in the demo). */
export const isKindSetUp = (cfg: Config, kind: EventKind) => isSetUp(cfg, [tagVariable(kind)]);

/** True for the three kinds /api/events/{kind} answers. */
export function isEventKind(kind: string | undefined): kind is EventKind {
  return EVENT_KINDS.includes(kind as EventKind);
}

function churchEvent(event: PcoResource, markdown: Markdown): ChurchEvent {
  const image = str(event, 'image_url');
  // rendered and sanitized here: browsers download neither marked nor a sanitizer
  const rendered = markdown.markdownToHtml(str(event, 'description') || str(event, 'summary'));
  const name = str(event, 'name');
  const registration = str(event, 'registration_url');
  return {
    type: 'Event',
    id: event.id,
    attributes: {
      name,
      summary: str(event, 'summary'),
      details: markdown.htmlText(rendered),
      details_html: markdown.sanitize(rendered),
      attachments: image ? [{ url: image }] : [],
      // only a web address becomes a button; anything else stays off the page
      registration_url: isWebUrl(registration) ? registration : null,
      page: eventPath(event.id, name),
    },
  };
}

/** The answer without the occurrences that have ended by `now` (and events left without any). */
export function upcomingOnly(answer: EventsAnswer, now: number): EventsAnswer {
  const data = answer.data.filter((o) => Date.parse(o.attributes.ends_at) > now);
  const used = new Set(data.map((o) => o.relationships.event.data.id));
  return { data, included: (answer.included ?? []).filter((event) => used.has(event.id)) };
}

/** The answer a list gives at `now`: its shown occurrences (sorted by start) with their events. */
function answerOf(list: PcoList, now: number, markdown: Markdown): EventsAnswer {
  const included = new Included(list.included);
  const events = new Map<string, ChurchEvent>();
  const data: EventInstance[] = [];
  for (const instance of list.data) {
    const event = included.one(instance, 'event');
    const endsAt = str(instance, 'ends_at');
    // hidden and unpublished events stay off the website; a past one can linger in a cached answer
    if (!event || !isShownOccurrence(event.attributes, endsAt, now)) continue;
    if (!events.has(event.id)) events.set(event.id, churchEvent(event, markdown));
    data.push({
      type: 'EventInstance',
      id: instance.id,
      attributes: {
        starts_at: str(instance, 'starts_at'),
        ends_at: endsAt || str(instance, 'starts_at'),
      },
      relationships: { event: { data: { type: 'Event', id: event.id } } },
    });
  }
  data.sort((a, b) => Date.parse(a.attributes.starts_at) - Date.parse(b.attributes.starts_at));
  return { data, included: [...events.values()] };
}

/**
 * The answer built from each list the Planning Center client handed out (its cache hands out
 * the same object until it asks Planning Center again), from `at` until the first of its
 * occurrences ends: in between, building it again gives the same answer. So a warm request
 * neither renders the events' markdown again nor makes a new object, and what keeps the answer
 * (last-good.ts, event-records.ts, http/json-answer.ts) knows it by identity.
 */
const built = new WeakMap<PcoList, { answer: EventsAnswer; at: number; until: number }>();

/** When the first occurrence of the answer ends (Infinity without one that can end). */
function firstEnd(answer: EventsAnswer): number {
  const ends = answer.data.map((o) => Date.parse(o.attributes.ends_at));
  return Math.min(Infinity, ...ends.filter((end) => !Number.isNaN(end)));
}

/** Occurrences (sorted by start) of the kind's tag that have not ended, with their events. */
export async function getEvents(
  { cfg, pco, clock }: PcoDeps,
  kind: EventKind,
): Promise<EventsAnswer> {
  const tag = cfg.pco.calendarTags[kind];
  const markdown = loadMarkdown(); // the first time, while Planning Center is asked
  const list = await pco.list(`/calendar/v2/tags/${tag}/event_instances`, {
    filter: 'future',
    include: 'event',
    order: 'starts_at',
  });
  const now = clock.now();
  const kept = built.get(list);
  if (kept && kept.at <= now && now < kept.until) return kept.answer;
  const answer = answerOf(list, now, await markdown);
  built.set(list, { answer, at: now, until: firstEnd(answer) });
  return answer;
}

/**
 * The kind's events, kept in storage for every instance (last-good.ts), which also stands in
 * when Planning Center fails. A fresh answer is also noted in the record of shown events (event-records.ts), so an event's page can
 * say it has ended once it is off the list.
 */
export async function keptEvents(deps: EventsDeps, kind: EventKind): Promise<Kept<EventsAnswer>> {
  requireSetUp(deps.cfg, [tagVariable(kind)]);
  const kept = await keepLastGood(deps, `events-${kind}`, () => getEvents(deps, kind), {
    refresh: upcomingOnly,
    changesAt: firstEnd,
  });
  if (kept.ageSeconds === null) await noteShownEvents(deps, kind, kept.value);
  return kept;
}
