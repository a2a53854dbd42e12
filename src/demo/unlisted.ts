/** The demo's people left off the directory list on purpose, for the privacy tests. */
import type { DemoHousehold } from './congregation-types.ts';

type Case = (household: DemoHousehold, listed: Set<string>) => boolean;
type Fix = (household: DemoHousehold) => string;

/**
 * The three ways a household mixes listed and unlisted people, each forced into the congregation
 * if chance did not make it, so the privacy tests always have someone to look for: a listed
 * leader's household with an unlisted member, a household whose primary contact is an unlisted
 * leader, and a leader's household with nobody listed.
 */
export function withUnlistedCases(
  drawn: string[],
  households: DemoHousehold[],
  leaderIds: string[],
): string[] {
  const listed = new Set(drawn);
  const leaders = new Set(leaderIds);
  const led = households.filter((h) => leaders.has(h.primaryContactId));
  const cases: [Case, Fix, (h: DemoHousehold) => boolean][] = [
    [
      (h, l) => l.has(h.primaryContactId) && h.memberIds.some((id) => !l.has(id)),
      (h) => h.memberIds[h.memberIds.length - 1]!,
      (h) => h.memberIds.length > 2,
    ],
    [
      (h, l) => !l.has(h.primaryContactId) && h.memberIds.some((id) => l.has(id)),
      (h) => h.primaryContactId,
      (h) => h.memberIds.length > 2,
    ],
    [
      (h, l) => h.memberIds.every((id) => !l.has(id)),
      (h) => h.primaryContactId,
      (h) => h.memberIds.length === 1,
    ],
  ];
  const used = new Set<string>();
  for (const [present, fix, fits] of cases) {
    const found = led.find((h) => present(h, listed));
    if (found) {
      used.add(found.id);
      continue;
    }
    const target = led.findLast((h) => fits(h) && !used.has(h.id));
    if (!target) continue;
    used.add(target.id);
    listed.delete(fix(target));
  }
  return drawn.filter((id) => listed.has(id));
}
