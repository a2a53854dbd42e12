/** What staff edit of the sign-ups in the content editor: "Sign-ups to show" (src/content/signups.json). */
export { SIGNUPS_FILE } from './shared/signups-schema.ts';
