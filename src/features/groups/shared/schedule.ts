/**
 * The week days a group's schedule names. Planning Center keeps the schedule as free text
 * ("Sundays at 9:30am", "Tue & Thu evenings"), so the meeting-day filter reads the days from
 * it. Pure.
 */

/** The days, Monday first, as the filter offers them. */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

const DAY_WORD =
  /\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?s?\b/gi;

const PREFIX: Record<string, WeekDay> = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

/** The week days named in the schedule, in week order, each once. */
export function scheduleDays(schedule: string): WeekDay[] {
  const found = new Set<WeekDay>();
  for (const match of schedule.matchAll(DAY_WORD)) {
    const day = PREFIX[match[1]!.slice(0, 3).toLowerCase()];
    if (day) found.add(day);
  }
  return WEEK_DAYS.filter((day) => found.has(day));
}

/** "Tuesday" from "tuesday". */
export const dayLabel = (day: string): string => day.charAt(0).toUpperCase() + day.slice(1);
