/**
 * The storage that the podcast, transcript and outage suites run on: their mode's own
 * (docs/operations.md "How the tests and CI run"). Demo mode stores files, as `npm start` does;
 * production mode stores in its own bucket on the Ceph server, reached over https with public
 * media, as a church's S3 is. `npm test` runs both modes, so each suite proves both backends once;
 * the storage contract (tests/platform/integration/storage-contract.ts) holds the two to one behaviour.
 */
import { MODE } from './target.ts';

export const STORAGE = MODE === 'production' ? 'S3 (Ceph, over https)' : 'file storage';
