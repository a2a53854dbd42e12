/** What staff edit of the live stream in the content editor: its schedule. */
export { LIVE_SCHEDULE_FILE } from './shared/schedule-schema.ts';
