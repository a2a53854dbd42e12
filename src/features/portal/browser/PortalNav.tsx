/** The portal's menu (docs/requirements.md section 2): Schedule, each curriculum in class order, Meet Our Team. */
import { useEffect, useRef } from 'react';
import { sortCurriculums } from '../shared/curriculum-order.ts';
import { curriculums } from './stores/collections.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';

/** Which entry is the current page: the schedule, the team page, or a curriculum id. */
export type PortalPage = 'schedule' | 'teams' | { curriculumId: string };

/** A link, marked aria-current when it is this page. */
function Item({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <li>
      <a href={href} aria-current={current ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
}

/** The menu; curriculum links appear once the curriculums have loaded. */
export function PortalNav({ page }: { page: PortalPage }) {
  const { data } = useCollection(curriculums);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // on a phone the menu is one sideways row: bring the current page's entry into view
    const current = list.current?.querySelector('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [data]);
  const currentId = typeof page === 'object' ? page.curriculumId : null;
  return (
    <nav className="portal-nav" aria-label="Teacher portal">
      <ul ref={list}>
        <Item href="/teacherportal" current={page === 'schedule'} label="Schedule" />
        {sortCurriculums(data?.data ?? []).map(({ id, attributes }) => (
          <Item
            key={id}
            href={`/teacherportal/curriculum/${encodeURIComponent(id)}`}
            current={id === currentId}
            label={attributes.themes || attributes.title}
          />
        ))}
        <Item href="/teacherportal/teams" current={page === 'teams'} label="Meet Our Team" />
      </ul>
    </nav>
  );
}
