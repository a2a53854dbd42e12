/** The worship samples' collection (docs/requirements.md section 3). */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { WorshipSamplesAnswer } from '../../shared/api-types.ts';

export const worshipSamples = createCollection<WorshipSamplesAnswer>('/api/worshipsamples');
