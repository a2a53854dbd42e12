/** The group finder's collection (docs/requirements.md section 3). */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { GroupsAnswer } from '../../shared/api-types.ts';

export const groups = createCollection<GroupsAnswer>('/api/groups');
