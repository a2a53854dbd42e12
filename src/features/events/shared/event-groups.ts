/**
 * Event lists (docs/requirements.md section 2, Events and Children & Youth): occurrences joined with their
 * events, then grouped by day, by weekday or by event. Days and weekdays are those of the
 * church's zone, passed in explicitly.
 */
import type { EventsAnswer } from './api-types.ts';
import { dayKey, formatHeading, weekdayName } from '../../../platform/shared/dates.ts';

/** Shown for an event that has no image of its own. */
export const DEFAULT_EVENT_IMAGE = '/logo.svg';

/** One occurrence with what its event says about it. */
export interface EventEntry {
  /** The occurrence (event instance) id. */
  id: string;
  eventId: string;
  name: string;
  /** Markdown. */
  details: string;
  /** The server's HTML of the details, already sanitized. */
  detailsHtml: string;
  image: string;
  startsAt: string;
  endsAt: string;
  /** The event's own page on this site. */
  page: string;
  /** Planning Center's sign-up page for the event, when it takes registrations. */
  registrationUrl: string | null;
}

/** A heading with the occurrences under it. */
export interface EntryGroup {
  key: string;
  heading: string;
  entries: EventEntry[];
}

export type DisplayMode = 'date' | 'event' | 'weekday';

/** The 'Display by' options, Date first (the default). */
export const DISPLAY_MODES: readonly { value: DisplayMode; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'event', label: 'Event' },
  { value: 'weekday', label: 'Weekday' },
];

/** True for a value of the 'Display by' select. */
export function isDisplayMode(value: string): value is DisplayMode {
  return DISPLAY_MODES.some((mode) => mode.value === value);
}

/** Joins each occurrence with its event, keeping the answer's order; orphans are skipped. */
export function joinOccurrences(answer: EventsAnswer): EventEntry[] {
  const events = new Map((answer.included ?? []).map((event) => [event.id, event]));
  return answer.data.flatMap((instance) => {
    const event = events.get(instance.relationships.event.data.id);
    if (!event) return [];
    return [
      {
        id: instance.id,
        eventId: event.id,
        name: event.attributes.name,
        details: event.attributes.details,
        detailsHtml: event.attributes.details_html,
        image: event.attributes.attachments[0]?.url || DEFAULT_EVENT_IMAGE,
        startsAt: instance.attributes.starts_at,
        endsAt: instance.attributes.ends_at,
        page: event.attributes.page,
        registrationUrl: event.attributes.registration_url ?? null,
      },
    ];
  });
}

/** Earliest first; entries that start together keep their order. */
export function sortByStart(entries: readonly EventEntry[]): EventEntry[] {
  return [...entries].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** Groups sorted entries by a key, in order of each group's first entry. */
function groupBy(
  entries: readonly EventEntry[],
  keyOf: (entry: EventEntry) => string,
  headingOf: (entry: EventEntry) => string,
): EntryGroup[] {
  const groups = new Map<string, EntryGroup>();
  for (const entry of sortByStart(entries)) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else groups.set(key, { key, heading: headingOf(entry), entries: [entry] });
  }
  return [...groups.values()];
}

/** Day groups headed like 'Monday, Jan 5', in date order. */
export function groupByDate(entries: readonly EventEntry[], zone: string): EntryGroup[] {
  return groupBy(
    entries,
    (entry) => dayKey(entry.startsAt, zone),
    (entry) => formatHeading(entry.startsAt, zone),
  );
}

/**
 * Weekday groups headed 'Upcoming Mondays', ordered by their next occurrence (shown with
 * limitEachGroup, so no weekday hides behind another's weeks).
 */
export function groupByWeekday(entries: readonly EventEntry[], zone: string): EntryGroup[] {
  return groupBy(
    entries,
    (entry) => weekdayName(entry.startsAt, zone),
    (entry) => `Upcoming ${weekdayName(entry.startsAt, zone)}s`,
  );
}

/** One group per event, headed by its name, listing all its occurrences in time order. */
export function groupByEvent(entries: readonly EventEntry[]): EntryGroup[] {
  return groupBy(
    entries,
    (entry) => entry.eventId,
    (entry) => entry.name,
  );
}

/** Groups for a 'Display by' mode. */
export function groupEntries(
  entries: readonly EventEntry[],
  mode: DisplayMode,
  zone: string,
): EntryGroup[] {
  if (mode === 'event') return groupByEvent(entries);
  if (mode === 'weekday') return groupByWeekday(entries, zone);
  return groupByDate(entries, zone);
}

/**
 * The first `limit` entries of the groups, in order, cutting the group where the limit falls,
 * and how many entries are left out. Long lists render in steps so a phone stays responsive.
 */
export function limitGroups(
  groups: readonly EntryGroup[],
  limit: number,
): { groups: EntryGroup[]; hidden: number } {
  const shown: EntryGroup[] = [];
  let left = Math.max(1, limit);
  let hidden = 0;
  for (const group of groups) {
    if (left <= 0) {
      hidden += group.entries.length;
      continue;
    }
    const entries = group.entries.slice(0, left);
    shown.push(entries.length === group.entries.length ? group : { ...group, entries });
    hidden += group.entries.length - entries.length;
    left -= entries.length;
  }
  return { groups: shown, hidden };
}

/**
 * Every group with its first entries, for the Weekday view: at least one entry each, then one
 * more each in turn until `limit` entries show, and how many are left out. Cutting the list
 * where the limit falls would fill it with the next weekday's weeks and hide the others (on a
 * Sunday afternoon, the Sundays).
 */
export function limitEachGroup(
  groups: readonly EntryGroup[],
  limit: number,
): { groups: EntryGroup[]; hidden: number } {
  const counts = groups.map(() => 0);
  let left = Math.max(groups.length, limit);
  for (let grew = true; grew && left > 0;) {
    grew = false;
    groups.forEach((group, at) => {
      if (left <= 0 || counts[at]! >= group.entries.length) return;
      counts[at]! += 1;
      left -= 1;
      grew = true;
    });
  }
  const shown = groups.map((group, at) => ({
    ...group,
    entries: group.entries.slice(0, counts[at]),
  }));
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return { groups: shown, hidden: total - counts.reduce((sum, n) => sum + n, 0) };
}

/** The groups a 'Display by' mode shows at first and after each "Show more": all of them by Event. */
export function limitEntries(
  groups: readonly EntryGroup[],
  mode: DisplayMode,
  limit: number,
): { groups: EntryGroup[]; hidden: number } {
  if (mode === 'event') return { groups: [...groups], hidden: 0 };
  return mode === 'weekday' ? limitEachGroup(groups, limit) : limitGroups(groups, limit);
}
