/**
 * Church news for /api/blog. Planning Center has no blog, so the posts live here in the
 * repository and are edited like the other site content (commit and redeploy). They are the
 * same in demo and production; newest first.
 */
import type { BlogAnswer, BlogPost } from '../shared/api-types.ts';

const POSTS: BlogPost['attributes'][] = [
  {
    title: 'Two services for a season',
    author: 'Church Office',
    published_at: '2025-05-04T14:00:00Z',
    body: 'While the sanctuary floor is repaired we meet at **9:00 and 11:00**.\nPlease register for a service on the [events page](/events) so we can plan seating.',
  },
  {
    title: 'Family Promise host week',
    author: 'Family Promise Team',
    published_at: '2025-04-13T14:00:00Z',
    body: 'Our church hosts families from Family Promise again this spring.\nWe need cooks, overnight hosts and drivers: see [Family Promise](/familypromise).',
  },
  {
    title: 'New children’s curriculum',
    author: 'Children’s Ministry',
    published_at: '2025-03-02T14:00:00Z',
    body: 'Our classes begin *The Big Story*, twelve lessons from Creation to Easter.\nTeachers find every lesson in the [Teacher & Parent Portal](/teacherportal).',
  },
  {
    title: 'D-Nite is back on Sunday nights',
    author: 'Youth Ministry',
    published_at: '2025-01-12T14:00:00Z',
    body: 'Students in grades 6 to 12: join us Sundays at 6:30 PM for dinner, Scripture and prayer.',
  },
];

/** GET /api/blog */
export function getBlog(): BlogAnswer {
  const data = POSTS.map((attributes, i) => ({
    type: 'BlogPost' as const,
    id: String(POSTS.length - i),
    attributes,
  }));
  data.sort((a, b) => b.attributes.published_at.localeCompare(a.attributes.published_at));
  return { data };
}
