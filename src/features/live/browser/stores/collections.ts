/** The live stream's answer, GET /api/live (src/features/live/README.md). */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { LiveAnswer } from '../../shared/api-types.ts';

export const liveAnswer = createCollection<LiveAnswer>('/api/live');
