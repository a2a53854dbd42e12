/**
 * The teacher portal's answers as the functions serve them: Planning Center's, or when it fails
 * the instance's last good one, never stored (keepLastGood's `gated`, docs/code-style.md habit 4).
 */
import type { ServerDeps } from '../../../app/deps.ts';
import { keepLastGood } from '../../../platform/server/pco/last-good.ts';
import { getCurriculums, getPlans, getTeams } from './portal.ts';

/** A gated answer kept by this instance only, under the portal's name for it. */
async function kept<T>(deps: ServerDeps, name: string, load: () => Promise<T>): Promise<T> {
  return (await keepLastGood(deps, `portal-${name}`, load, { gated: true })).value;
}

/** GET /api/curriculums' answer. */
export const keptCurriculums = (deps: ServerDeps) =>
  kept(deps, 'curriculums', () => getCurriculums(deps));

/** GET /api/plans' answer. */
export const keptPlans = (deps: ServerDeps) => kept(deps, 'plans', () => getPlans(deps));

/** GET /api/teams' answer. */
export const keptTeams = (deps: ServerDeps) => kept(deps, 'teams', () => getTeams(deps));
