/**
 * The group finder's part of the Planning Center emulator (docs/recipes.md, "Add a Planning
 * Center-backed list"): Planning Center Groups' endpoints, answered from the demo's groups.
 * Reached only from src/demo/feature-routes.ts, so production never loads it.
 */
import * as groups from './demo/api.ts';
import type { Route } from '../../demo/emulator-routes.ts';

/** The Groups API's routes the site reads. */
export const routes: Route[] = [
  ['GET', '/groups/v2/groups', (c) => groups.listGroups(c)],
  ['GET', '/groups/v2/groups/:id', (c) => groups.showGroup(c, c.params['id']!)],
  ['GET', '/groups/v2/groups/:id/events', (c) => groups.listGroupEvents(c, c.params['id']!)],
  ['GET', '/groups/v2/group_types', (c) => groups.listGroupTypes(c)],
  ['GET', '/groups/v2/tag_groups', (c) => groups.listTagGroups(c)],
  ['GET', '/groups/v2/tag_groups/:id/tags', (c) => groups.listTags(c, c.params['id']!)],
];
