/**
 * The sign-ups' part of the Planning Center emulator (docs/recipes.md, "Add a Planning
 * Center-backed list"): Registrations' endpoints and Calendar's event connections, answered from
 * the demo's sign-ups. Reached only from src/demo/feature-routes.ts, so production never loads it.
 */
import * as registrations from './demo/registrations-api.ts';
import type { Route } from '../../demo/emulator-routes.ts';

/** The endpoints the site reads, and the private attendees it must never read. */
export const routes: Route[] = [
  ['GET', '/registrations/v2/signups', (c) => registrations.listSignups(c)],
  [
    'GET',
    '/registrations/v2/signups/:id/selection_types',
    (c) => registrations.listSelectionTypes(c, c.params['id']!),
  ],
  [
    'GET',
    '/registrations/v2/signups/:id/attendees',
    (c) => registrations.listAttendees(c, c.params['id']!),
  ],
  [
    'GET',
    '/calendar/v2/events/:id/event_connections',
    (c) => registrations.listEventConnections(c, c.params['id']!),
  ],
];
