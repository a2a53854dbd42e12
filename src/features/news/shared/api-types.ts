/** The church news answer (docs/requirements.md section 3). */
import type { Collection } from '../../../platform/shared/api-types.ts';

export interface BlogPost {
  type: 'BlogPost';
  id: string;
  attributes: { title: string; author: string; published_at: string; body: string };
}
/** GET /api/blog */
export type BlogAnswer = Collection<BlogPost>;
