/** A group's card: picture, name (a link to its page), facts, description and its one button. */
import { memo } from 'react';
import type { GroupsAnswer, PublicGroup } from '../shared/api-types.ts';
import { DEFAULT_GROUP_IMAGE, groupFacts } from '../shared/card.ts';
import { actionLabel } from '../shared/listing.ts';

/**
 * One group of the finder; memoized, so a keystroke that keeps a card re-renders nothing of it
 * (tools/bench/groups.ts).
 */
export default memo(function GroupCard({
  group,
  answer,
  first = false,
}: {
  group: PublicGroup;
  answer: GroupsAnswer;
  /** The first card: its picture is fetched first. */
  first?: boolean;
}) {
  return (
    <li className="group-card card grid-card">
      <img
        className="card-image"
        src={group.image ?? DEFAULT_GROUP_IMAGE}
        alt=""
        width="640"
        height="360"
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
      <h2 className="card-title group-name">
        <a href={group.page}>{group.name}</a>
      </h2>
      <dl className="facts">
        {groupFacts(group, answer).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="group-description"
        dangerouslySetInnerHTML={{ __html: group.descriptionHtml }}
      />
      {group.url && (
        <a className="button card-action" href={group.url} rel="noopener noreferrer">
          {actionLabel(group.status)}
          <span className="visually-hidden">: {group.name}</span>
        </a>
      )}
    </li>
  );
});
