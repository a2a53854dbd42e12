/**
 * The one rule for which Planning Center events the public may see. The event lists
 * (/api/events/{kind}, /events, /youth), each event's page and the calendar feeds all show only
 * what passes it: the page and the feeds look events up in the lists' own answer, never in
 * Planning Center by id. An event's calendar tag is the third condition: the lists read only
 * the instances of the church, special and youth tags (server/events.ts). Pure.
 */

/** The attributes of a Planning Center Event that decide whether it is public. */
export interface EventFlags {
  visible_in_church_center?: unknown;
  approval_status?: unknown;
}

/**
 * True when Planning Center marks the event visible in Church Center and approved ('A'; 'P'
 * pending and 'R' rejected are unpublished). Anything missing or unexpected counts as private.
 */
export function isPublicEvent(event: EventFlags | null | undefined): boolean {
  return event?.visible_in_church_center === true && event.approval_status === 'A';
}

/** True when an occurrence of the event belongs on the public lists at `now`: public, not over. */
export function isShownOccurrence(
  event: EventFlags | null | undefined,
  endsAt: string,
  now: number,
): boolean {
  if (!isPublicEvent(event)) return false;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) || end > now;
}
