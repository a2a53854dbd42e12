/**
 * The live stream's part of the Planning Center emulator (docs/recipes.md, "Add a Planning
 * Center-backed list"): Publishing's channel, next times, episodes and episode times, over the
 * demo's scripted stream. Reached only from src/demo/feature-routes.ts, so production never
 * loads it.
 */
import * as publishing from './demo/publishing-api.ts';
import type { Route } from '../../demo/emulator-routes.ts';

/** The Publishing endpoints the site reads (and the doctor's channel check). */
export const routes: Route[] = [
  ['GET', '/publishing/v2/channels/:id', (c) => publishing.showChannel(c, c.params['id']!)],
  [
    'GET',
    '/publishing/v2/channels/:id/next_times',
    (c) => publishing.listNextTimes(c, c.params['id']!),
  ],
  [
    'GET',
    '/publishing/v2/channels/:id/episodes',
    (c) => publishing.listEpisodes(c, c.params['id']!),
  ],
  [
    'GET',
    '/publishing/v2/episodes/:id/episode_times',
    (c) => publishing.listEpisodeTimes(c, c.params['id']!),
  ],
];
