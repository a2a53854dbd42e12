/** The church news answer (docs/requirements.md section 3). */
import type { Collection } from '../../../platform/shared/api-types.ts';

export interface BlogPost {
  type: 'BlogPost';
  id: string;
  attributes: {
    title: string;
    author: string;
    /** The start of the item's first day shown, in the church's time zone. */
    published_at: string;
    /** Markdown. */
    body: string;
    link?: string;
    link_text?: string;
    /** A path on the site, with its description. */
    image_url?: string;
    image_alt?: string;
  };
}
/** GET /api/blog */
export type BlogAnswer = Collection<BlogPost>;
