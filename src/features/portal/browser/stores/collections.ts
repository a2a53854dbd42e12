/** The teacher portal's collections (docs/requirements.md section 3). Islands read them through useCollection. */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { CurriculumsAnswer, PlansAnswer, TeamsAnswer } from '../../shared/api-types.ts';

export const curriculums = createCollection<CurriculumsAnswer>('/api/curriculums');
export const plans = createCollection<PlansAnswer>('/api/plans');
export const teams = createCollection<TeamsAnswer>('/api/teams');
