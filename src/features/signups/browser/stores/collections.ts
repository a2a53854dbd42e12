/** The sign-ups' collection (docs/requirements.md section 3). */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { SignupsAnswer } from '../../shared/api-types.ts';

export const signups = createCollection<SignupsAnswer>('/api/signups');
