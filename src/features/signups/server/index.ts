/** What other features may use of the sign-ups on the server: the one public answer. */
export { keptSignups } from './signups.ts';
