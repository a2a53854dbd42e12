/**
 * What a group's card and page say of it, in words: its kind, schedule, place, status, members
 * and tags, shared by the list (the island) and the group's page (the server). Pure.
 */
import type { GroupsAnswer, PublicGroup } from './api-types.ts';
import { STATUS_LABELS } from './listing.ts';
import { placeText } from './location.ts';

/** The picture of a group without a header image. */
export const DEFAULT_GROUP_IMAGE = '/group-default.svg';

export interface GroupFact {
  label: string;
  value: string;
}

/** The group's facts, each with a label, leaving out any it does not have. */
export function groupFacts(group: PublicGroup, answer: GroupsAnswer): GroupFact[] {
  const kind = answer.kinds.find((k) => k.id === group.kind)?.name ?? '';
  const tagNames = new Map(
    answer.tagGroups.flatMap((t) => t.tags.map((tag) => [tag.id, tag.name])),
  );
  const tags = group.tags.map((id) => tagNames.get(id)).filter((name): name is string => !!name);
  const facts: GroupFact[] = [
    { label: 'Kind', value: kind },
    { label: 'When', value: group.schedule },
    { label: 'Where', value: placeText(group.place) },
    { label: 'Status', value: STATUS_LABELS[group.status] },
    { label: 'Members', value: group.members === null ? '' : String(group.members) },
    { label: 'Tags', value: tags.join(', ') },
  ];
  return facts.filter((f) => f.value);
}
