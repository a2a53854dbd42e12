/**
 * Single records of the configurable kinds (People lists, Services service types and teams,
 * Calendar tags): what `npm run doctor` asks to tell a wrong id from a right one, answered as
 * Planning Center answers them, 404 included.
 */
import { DEMO_IDS } from '../platform/server/config/demo.ts';
import type { PcoResource } from '../platform/server/pco/jsonapi.ts';
import { eventResource, type CalendarContext } from '../features/events/demo/api.ts';
import { EVENTS, TAG_IDS, type TagKey } from '../features/events/demo/calendar.ts';
import { errorDocument, resourceDocument } from './jsonapi.ts';
import { TEAMS } from '../features/portal/demo/kids.ts';

const TIMESTAMP = '2024-01-01T12:00:00Z';

function record(url: URL, type: string, id: string, attributes: PcoResource['attributes']) {
  return resourceDocument(url, { type, id, attributes });
}

const notFound = (type: string, id: string) =>
  errorDocument(404, 'Not Found', `Couldn't find ${type} with 'id'=${id}`);

const LISTS: Record<string, string> = {
  [DEMO_IDS.directoryListId]: 'Church Directory',
  [DEMO_IDS.householdLeadersListId]: 'Household Leaders',
};

/** GET /people/v2/lists/:id */
export function showList(url: URL, id: string): Response {
  const name = LISTS[id];
  if (!name) return notFound('List', id);
  return record(url, 'List', id, { name, created_at: TIMESTAMP, updated_at: TIMESTAMP });
}

/** GET /services/v2/service_types/:id */
export function showServiceType(url: URL, id: string): Response {
  if (id !== DEMO_IDS.kidsServiceTypeId) return notFound('ServiceType', id);
  return record(url, 'ServiceType', id, { name: "Children's Ministry", frequency: 'Weekly' });
}

/** GET /services/v2/teams/:id */
export function showTeam(url: URL, id: string): Response {
  const team = TEAMS.find((t) => t.id === id);
  if (!team) return notFound('Team', id);
  return record(url, 'Team', id, { name: team.name, schedule_to: 'plan' });
}

/** GET /calendar/v2/tags/:id */
export function showTag(url: URL, id: string): Response {
  const key = (Object.keys(TAG_IDS) as TagKey[]).find((k) => TAG_IDS[k] === id);
  if (!key) return notFound('Tag', id);
  const names: Record<TagKey, string> = {
    church: 'Regular Events',
    special: 'Special Events',
    youth: 'Youth Events',
  };
  return record(url, 'Tag', id, { name: names[key], color: '#1f4e5f' });
}

/** GET /calendar/v2/events/:id (past events too: the calendar lists only upcoming instances) */
export function showEvent(ctx: CalendarContext, id: string): Response {
  const event = EVENTS.find((e) => e.id === id);
  if (!event) return notFound('Event', id);
  return resourceDocument(ctx.url, eventResource(ctx, event));
}
