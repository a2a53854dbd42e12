/**
 * The teacher portal's answers as the functions serve them: Planning Center's, or when it fails
 * the instance's last good one, never stored (`keptGated`, last-good.ts, docs/code-style.md habit 4).
 */
import type { ServerDeps } from '../../../app/deps.ts';
import { keptGated } from '../../../platform/server/pco/last-good.ts';
import { getCurriculums, getPlans, getTeams } from './portal.ts';

/** GET /api/curriculums' answer. */
export const keptCurriculums = (deps: ServerDeps) =>
  keptGated(deps, 'portal-curriculums', () => getCurriculums(deps));

/** GET /api/plans' answer. */
export const keptPlans = (deps: ServerDeps) =>
  keptGated(deps, 'portal-plans', () => getPlans(deps));

/** GET /api/teams' answer. */
export const keptTeams = (deps: ServerDeps) =>
  keptGated(deps, 'portal-teams', () => getTeams(deps));
