/** What other features may use of the sign-ups: their search records. */
export { signupIndexHtml, signupsForIndex } from './shared/search-record.ts';
export type { SignupForIndex } from './shared/search-record.ts';
