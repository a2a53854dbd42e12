/** The directory's collections (docs/requirements.md section 3). Islands read them through useCollection. */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type {
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
} from '../../shared/api-types.ts';

export const people = createCollection<PeopleAnswer>('/api/people');
export const households = createCollection<HouseholdsAnswer>('/api/households');
export const householdLeaders = createCollection<HouseholdLeadersAnswer>('/api/householdleaders');
