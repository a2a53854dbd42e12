/**
 * What other features may use of the sign-ups in the browser: the sign-ups' collection, for the
 * search page's check. No React here (the event lists' hook is in components.ts), so the search
 * page, which has no island, loads none.
 */
export { signups } from './stores/collections.ts';
