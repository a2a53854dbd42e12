/**
 * The shape of src/content/live-schedule.json, "Live stream schedule" (docs/content-editing.md):
 * the services streamed each week and the dated special ones (Christmas Eve), how long before a
 * service the countdown starts and how long a service lasts. The schedule alone sets the window
 * and the countdown (src/features/live/README.md); YouTube and Planning Center Publishing say
 * whether a stream is live.
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { clockTimes, line } from '../../../platform/shared/content-fields.ts';
import { single } from '../../../platform/shared/content-file-shapes.ts';

/** The days a weekly service may fall on, as staff write them. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const weeklySchema = z.object({
  name: line('Name', 'As the page shows it, e.g. Sunday Worship'),
  day: z.enum(WEEKDAYS).check(z.meta({ title: 'Day' })),
  time: clockTimes('Time'),
});

const specialSchema = z.object({
  name: line('Name', 'e.g. Christmas Eve Service'),
  date: z
    .string()
    .check(
      z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date like 2026-12-24'),
      z.meta({ title: 'Date', description: 'Like 2026-12-24' }),
    ),
  time: clockTimes('Time'),
});

export const liveScheduleSchema = z.object({
  leadMinutes: z
    .int()
    .check(
      z.gte(0),
      z.lte(240),
      z.meta({ title: 'Countdown starts (minutes before a service)', default: 30 }),
    ),
  durationMinutes: z
    .int()
    .check(z.gte(15), z.lte(480), z.meta({ title: 'A service lasts (minutes)', default: 90 })),
  weekly: z.array(weeklySchema).check(z.meta({ title: 'Every week' })),
  special: z.array(specialSchema).check(z.meta({ title: 'Special services' })),
});

/** The schedule as the file holds it. */
export type LiveSchedule = z.output<typeof liveScheduleSchema>;

/** The content file (an entry of content-files.ts's list), edited in the CMS like the others. */
export const LIVE_SCHEDULE_FILE = single(
  'liveSchedule',
  'live-schedule',
  'Live stream schedule',
  'The services streamed on /live: each week’s, and special ones by date. The countdown starts before each; YouTube says when the stream is live.',
  () => liveScheduleSchema,
);
