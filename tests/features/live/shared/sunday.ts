/** The live tests' Sunday: one weekly service at 10:30 in New York, and a channel to watch. */
import type { LiveSchedule } from '../../../../src/features/live/shared/schedule-schema.ts';

export const SCHEDULE: LiveSchedule = {
  leadMinutes: 30,
  durationMinutes: 90,
  weekly: [{ name: 'Sunday Worship', day: 'Sunday', time: '10:30 AM' }],
  special: [],
};
export const CHANNEL = 'UCabcdefghijklmnopqrstuv';
/** Sunday 2026-12-13, 10:30 EST = 15:30Z. */
export const START = Date.parse('2026-12-13T15:30:00Z');
