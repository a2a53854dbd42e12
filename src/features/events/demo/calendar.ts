/**
 * The demo calendar: regular, special and youth events (and some the website must never show)
 * with instances over the next 8 weeks, computed from the clock in the church's zone so times
 * stay right across daylight saving.
 */
import { DateTime } from 'luxon';
import type { ShownEvents } from '../shared/event-records.ts';
import { DEMO_IDS } from '../../../platform/server/config/demo.ts';
import { PUBLIC_EVENTS, type DemoEvent, type TagKey } from './public.ts';
import { PRIVATE_EVENTS } from './private.ts';

export type { DemoEvent, TagKey } from './public.ts';

/** Every demo event: the public ones, then those the website must never show. */
export const EVENTS: DemoEvent[] = [...PUBLIC_EVENTS, ...PRIVATE_EVENTS];

/** The Planning Center tag id of each kind. */
export const TAG_IDS: Record<TagKey, string> = { ...DEMO_IDS.calendarTags };

export interface DemoInstance {
  id: string;
  event: DemoEvent;
  startsAt: DateTime;
  endsAt: DateTime;
}

const EPOCH = { year: 2020, month: 1, day: 1 };
const WEEKS = 8;

function instanceOn(event: DemoEvent, day: DateTime, epoch: DateTime): DemoInstance {
  const startsAt = day.set(event.start);
  const dayNumber = Math.round(day.diff(epoch, 'days').days);
  return {
    id: String(Number(event.id) * 100_000 + dayNumber),
    event,
    startsAt,
    endsAt: startsAt.plus({ minutes: event.minutes }),
  };
}

/** Every instance from today through the next 8 weeks that has not ended yet. */
export function upcomingInstances(now: number, zone: string): DemoInstance[] {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const epoch = DateTime.fromObject(EPOCH, { zone });
  const instances: DemoInstance[] = [];
  for (let d = 0; d < WEEKS * 7; d++) {
    const day = today.plus({ days: d });
    for (const event of EVENTS) {
      const once = 'once' in event.schedule ? event.schedule.once : null;
      const onDay = once
        ? day.weekday === once.weekday && d >= once.weeksAhead * 7 - 7 && d < once.weeksAhead * 7
        : (event.schedule as { weekly: number[] }).weekly.includes(day.weekday);
      if (!onDay) continue;
      const instance = instanceOn(event, day, epoch);
      if (instance.endsAt.toMillis() > now) instances.push(instance);
    }
  }
  return instances.sort((a, b) => a.startsAt.toMillis() - b.startsAt.toMillis());
}

/** The public one-off events that are over (weeksAhead <= 0), each with its occurrence. */
export function endedPublicInstances(now: number, zone: string): DemoInstance[] {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const epoch = DateTime.fromObject(EPOCH, { zone });
  const instances: DemoInstance[] = [];
  for (const event of PUBLIC_EVENTS) {
    const once = 'once' in event.schedule ? event.schedule.once : null;
    if (!once || once.weeksAhead > 0) continue;
    for (let d = once.weeksAhead * 7 - 7; d < once.weeksAhead * 7; d++) {
      const day = today.plus({ days: d });
      if (day.weekday === once.weekday) instances.push(instanceOn(event, day, epoch));
    }
  }
  return instances;
}

/**
 * The demo's history: the record the site would have kept of the kind's ended one-off events
 * while its lists showed them (src/features/events/server/event-records.ts).
 */
export function demoShownEvents(kind: TagKey, now: number, zone: string): ShownEvents {
  const records: ShownEvents = {};
  for (const { event, endsAt } of endedPublicInstances(now, zone)) {
    if (event.tag === kind)
      records[event.id] = { name: event.name, endsAt: endsAt.toUTC().toISO()! };
  }
  return records;
}
