/** The emulator's Calendar endpoints: event instances (all, or by tag) with their events. */
import type { PcoResource } from '../../../platform/server/pco/jsonapi.ts';
import {
  EVENTS,
  TAG_IDS,
  upcomingInstances,
  type DemoEvent,
  type DemoInstance,
  type TagKey,
} from './calendar.ts';
import { errorDocument, listDocument } from '../../../demo/jsonapi.ts';

export interface CalendarContext {
  url: URL;
  base: string;
  now: number;
  zone: string;
}

const TIMESTAMP = '2024-09-01T14:00:00Z';
const iso = (time: DemoInstance['startsAt']) => time.toUTC().toISO({ suppressMilliseconds: true });

/** A demo event as Planning Center's Event resource. */
export function eventResource(ctx: CalendarContext, event: DemoEvent): PcoResource {
  return {
    type: 'Event',
    id: event.id,
    attributes: {
      name: event.name,
      summary: event.summary,
      description: event.description,
      image_url: event.image ? `${ctx.base}/event-images/${event.id}.svg` : null,
      registration_url: event.registration_url,
      visible_in_church_center: event.visible ?? true,
      featured: event.tag === 'special',
      approval_status: event.approval ?? 'A',
      percent_approved: (event.approval ?? 'A') === 'A' ? 100 : 0,
      percent_rejected: event.approval === 'R' ? 100 : 0,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: { owner: { data: { type: 'Person', id: '1000001' } } },
  };
}

function instanceResource(instance: DemoInstance): PcoResource {
  const weekly = 'weekly' in instance.event.schedule;
  return {
    type: 'EventInstance',
    id: instance.id,
    attributes: {
      all_day_event: false,
      starts_at: iso(instance.startsAt),
      ends_at: iso(instance.endsAt),
      published_starts_at: instance.startsAt.toFormat('cccc, LLLL d, yyyy h:mma'),
      published_ends_at: instance.endsAt.toFormat('cccc, LLLL d, yyyy h:mma'),
      location: instance.event.location,
      recurrence: weekly ? 'Weekly' : 'None',
      recurrence_description: weekly
        ? `Every week on ${instance.startsAt.toFormat('cccc')}`
        : 'Does not repeat',
      church_center_url: `https://dcc.churchcenter.com/calendar/event/${instance.id}`,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: { event: { data: { type: 'Event', id: instance.event.id } } },
  };
}

/** Planning Center's `future` filter is the only one the demo needs; others are refused. */
function instances(ctx: CalendarContext, tag: TagKey | null): Response {
  const filter = ctx.url.searchParams.get('filter');
  if (filter && filter !== 'future')
    return errorDocument(400, 'Bad Request', `filter=${filter} is not supported by this emulator`);
  const rows = upcomingInstances(ctx.now, ctx.zone)
    .filter((i) => tag === null || i.event.tag === tag)
    .map(instanceResource);
  return listDocument(ctx.url, rows, {
    canInclude: ['event', 'event_times', 'resource_bookings', 'tags'],
    canOrderBy: ['starts_at', 'ends_at', 'created_at', 'updated_at'],
    canQueryBy: ['starts_at', 'ends_at'],
    includer: (resource, name) => {
      if (name !== 'event') return [];
      const eventId = (resource.relationships?.['event']?.data as { id: string }).id;
      const event = EVENTS.find((e) => e.id === eventId);
      return event ? [eventResource(ctx, event)] : [];
    },
  });
}

/** GET /calendar/v2/event_instances */
export function listInstances(ctx: CalendarContext): Response {
  return instances(ctx, null);
}

/** GET /calendar/v2/tags/:id/event_instances */
export function listTagInstances(ctx: CalendarContext, tagId: string): Response {
  const tag = (Object.keys(TAG_IDS) as TagKey[]).find((key) => TAG_IDS[key] === tagId);
  if (!tag) return errorDocument(404, 'Not Found', `Couldn't find Tag with 'id'=${tagId}`);
  return instances(ctx, tag);
}
