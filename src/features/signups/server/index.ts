/** What other features may use of the sign-ups on the server: the one public answer and its HTML. */
export { keptSignups } from './signups.ts';
export { signupButton, signupSection } from './signup-html.ts';
export type { PublicSignup } from '../shared/api-types.ts';
