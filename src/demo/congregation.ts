/**
 * The demo congregation: people in households with contact items, a directory list and a
 * household-leaders list. Deterministic for a given size (DEMO_PEOPLE, default 300; read by
 * config/demo.ts).
 */
import { demoSize } from '../platform/server/config/demo.ts';
import type { Congregation, DemoHousehold, DemoPerson } from './congregation-types.ts';
import { makeHousehold } from './households.ts';
import { seeded } from './random.ts';
import { withUnlistedCases } from './unlisted.ts';

export type * from './congregation-types.ts';

const HOUSEHOLD_SIZES = [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 6] as const;

/** Generates a congregation of about `size` people (at least 1). */
export function generateCongregation(size = 300, seed = 20_250_105): Congregation {
  const random = seeded(seed);
  const people: DemoPerson[] = [];
  const households: DemoHousehold[] = [];
  while (people.length < size) {
    const wanted = Math.min(random.pick(HOUSEHOLD_SIZES), size - people.length);
    const { household, members } = makeHousehold(
      random,
      households.length + 1,
      people.length + 1,
      wanted,
    );
    households.push(household);
    people.push(...members);
  }
  const pickOut = seeded(seed + 1);
  const drawn = people.filter(() => !pickOut.chance(0.06)).map((p) => p.id);
  const leaderIds = households.filter(() => !pickOut.chance(0.08)).map((h) => h.primaryContactId);
  const directoryIds = withUnlistedCases(drawn, households, leaderIds);
  return {
    people,
    households,
    byId: new Map(people.map((p) => [p.id, p])),
    householdById: new Map(households.map((h) => [h.id, h])),
    directoryIds,
    leaderIds,
  };
}

let cached: { size: number; congregation: Congregation } | undefined;

/** The congregation for the configured size (DEMO_PEOPLE), generated once per size. */
export function congregation(size = demoSize()): Congregation {
  if (cached?.size !== size) cached = { size, congregation: generateCongregation(size) };
  return cached.congregation;
}
