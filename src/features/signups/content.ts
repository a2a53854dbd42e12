/** What staff edit of the sign-ups in the content editor: "Sign-ups to show" and "Public places". */
export { SIGNUPS_FILE } from './shared/signups-schema.ts';
export { PUBLIC_PLACES_FILE } from './shared/public-places-schema.ts';
