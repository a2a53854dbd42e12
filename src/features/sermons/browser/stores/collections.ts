/** The sermon archive's collection (docs/requirements.md section 3), read by every island that lists sermons. */
import { createCollection } from '../../../../platform/browser/stores/collection.ts';
import type { Episode } from '../../shared/api-types.ts';

export const media = createCollection<Episode[]>('/api/media');
