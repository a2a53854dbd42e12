/**
 * The one rule for which Planning Center sign-ups the public may see (docs/security.md, "What
 * is protected"). The API has no Church Center visibility ("direct link only" sign-ups come back
 * like any other), so the site decides: a sign-up shows only when it is not archived, not past
 * (a future time, or a window that has not closed), and linked from a public calendar event or
 * listed by staff ("sign-ups to show", src/content/signups.json). The list, the event pages and
 * the search index all read the one answer built with it (server/signups.ts). Pure.
 */

/** What the rule reads of a sign-up. */
export interface SignupFacts {
  archived: unknown;
  closeAt: string | null;
  /** Start times (UTC ISO-8601), past and future. */
  startTimes: readonly string[];
}

/** True when the sign-up is over at `now`: no future time, and a window that has closed. */
export function isPastSignup(facts: SignupFacts, now: number): boolean {
  if (facts.startTimes.some((t) => Date.parse(t) > now)) return false;
  if (facts.closeAt !== null) return !(Date.parse(facts.closeAt) > now);
  // no close date: over once it has had times and all are past
  return facts.startTimes.length > 0;
}

/** True when the public may see the sign-up (see the file comment). */
export function isShownSignup(
  facts: SignupFacts,
  now: number,
  linked: boolean,
  listed: boolean,
): boolean {
  if (facts.archived !== false) return false;
  if (isPastSignup(facts, now)) return false;
  return linked || listed;
}
