/**
 * The emulator's routes that a feature keeps beside its code, in its own `demo.ts`
 * (docs/recipes.md, "Add a Planning Center-backed list"): one line a feature, as in
 * `...notices.routes`. The emulator matches them before its own, so a core path never shadows a
 * feature's.
 */
import * as groups from '../features/groups/demo.ts';
import * as live from '../features/live/demo.ts';
import * as signups from '../features/signups/demo.ts';
import type { Route } from './emulator-routes.ts';

/** Every feature's emulator routes. */
export const FEATURE_ROUTES: Route[] = [...groups.routes, ...signups.routes, ...live.routes];
