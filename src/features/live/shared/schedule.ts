/**
 * The streamed services as instants, from the schedule staff keep (schedule-schema.ts), in the
 * church's zone. Each service is made from its own calendar day and wall-clock time with luxon,
 * never by adding hours to another: a weekly 10:00 stays 10:00 across the daylight-saving
 * changes (src/features/live/README.md, its States section). A time the clocks
 * skip (2:30 on the night they go forward) is the first moment after the gap; a time that comes
 * twice (1:30 on the night they go back) is the first of the two, so it is one service, not two.
 */
import { DateTime } from 'luxon';
import { WEEKDAYS, type LiveSchedule } from './schedule-schema.ts';

/** One service with its window: the countdown from `opens`, the service until `end`. */
export interface Service {
  title: string;
  /** Epoch milliseconds. */
  start: number;
  opens: number;
  end: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** "9:00 AM and 11:00 AM" as hours and minutes (the schema has checked the text). */
export function clockTimesOf(text: string): { hour: number; minute: number }[] {
  return text.split(' and ').map((part) => {
    const [, h, m, period] = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(part.trim()) ?? [];
    const hour12 = Number(h) % 12;
    return { hour: period === 'PM' ? hour12 + 12 : hour12, minute: Number(m) };
  });
}

/** The instant of a wall-clock time on a calendar day in the zone (see the file comment). */
export function wallClock(
  day: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  zone: string,
): number {
  const { year, month, day: date } = day;
  // luxon moves a skipped time forward, and resolves a time that comes twice to the later one:
  // the hour before shows the same wall clock then, and that is the first
  const found = DateTime.fromObject({ year, month, day: date, ...time }, { zone });
  const before = found.minus({ hours: 1 });
  const same = before.hour === found.hour && before.minute === found.minute;
  return (same ? before : found).toMillis();
}

/** The service as a window around its start. */
export function serviceAt(
  title: string,
  start: number,
  schedule: Pick<LiveSchedule, 'leadMinutes' | 'durationMinutes'>,
): Service {
  return {
    title,
    start,
    opens: start - schedule.leadMinutes * 60_000,
    end: start + schedule.durationMinutes * 60_000,
  };
}

/** Every scheduled service starting between `from` and `to` (epoch ms), earliest first. */
export function servicesBetween(
  schedule: LiveSchedule,
  zone: string,
  from: number,
  to: number,
): Service[] {
  const found: Service[] = [];
  const add = (title: string, start: number) => {
    if (start >= from && start <= to) found.push(serviceAt(title, start, schedule));
  };
  // calendar days in the zone, one at a time (plus({ days }) keeps the wall clock)
  const last = DateTime.fromMillis(to + DAY_MS, { zone }).startOf('day');
  for (
    let day = DateTime.fromMillis(from - DAY_MS, { zone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    const weekday = WEEKDAYS[day.weekday - 1];
    for (const weekly of schedule.weekly)
      if (weekly.day === weekday)
        for (const time of clockTimesOf(weekly.time)) add(weekly.name, wallClock(day, time, zone));
  }
  for (const special of schedule.special) {
    const [year, month, day] = special.date.split('-').map(Number) as [number, number, number];
    for (const time of clockTimesOf(special.time))
      add(special.name, wallClock({ year, month, day }, time, zone));
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The services whose window touches `now` or comes within the next `aheadMs`, and the last
 * ones before: what the live state is decided from.
 */
export function servicesAround(
  schedule: LiveSchedule,
  zone: string,
  now: number,
  aheadMs = 8 * DAY_MS,
): Service[] {
  const reach = (schedule.leadMinutes + schedule.durationMinutes) * 60_000;
  return servicesBetween(schedule, zone, now - reach - DAY_MS, now + aheadMs);
}
