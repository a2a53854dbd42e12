/** What other features may use of the groups in the browser: the groups' collection, for the search page's check. */
export { groups } from './stores/collections.ts';
