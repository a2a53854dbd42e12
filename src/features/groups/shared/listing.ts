/**
 * Which Planning Center groups a stranger may find, and what joining one looks like
 * (docs/security.md, "What is protected"). The one decision the list, each group's page and the search
 * index all use: a group is listed only when it is not archived, its enrollment is not private
 * (unlisted), and its group type is visible in Church Center. Anything missing counts against
 * it: a group whose enrollment or type did not come with it is not listed. Pure.
 */
import type { GroupStatus } from './api-types.ts';

type Attrs = Record<string, unknown>;

/** The three records the decision reads, as Planning Center sends their attributes. */
export interface GroupRecords {
  group: Attrs;
  enrollment: Attrs | undefined;
  groupType: Attrs | undefined;
}

/** True when the group may appear anywhere on the public site. */
export function isListedGroup({ group, enrollment, groupType }: GroupRecords): boolean {
  const archived = group['archived_at'] !== null && group['archived_at'] !== undefined;
  if (archived) return false;
  if (!enrollment || enrollment['status'] === 'private' || enrollment['status'] === undefined)
    return false;
  return groupType?.['church_center_visible'] === true;
}

/** Open, by request, full or closed, from the group's enrollment. */
export function groupStatus(enrollment: Attrs): GroupStatus {
  const status = enrollment['status'];
  const strategy = enrollment['strategy'];
  if (status === 'full' || enrollment['member_limit_reached'] === true) return 'full';
  if (status !== 'open' || strategy === 'closed' || enrollment['date_limit_reached'] === true)
    return 'closed';
  return strategy === 'request_to_join' ? 'request' : 'open';
}

/** The words each status shows. */
export const STATUS_LABELS: Record<GroupStatus, string> = {
  open: 'Open',
  request: 'By request',
  full: 'Full',
  closed: 'Closed',
};

/** The action button's words: Join, Request to join, or Learn more. */
export function actionLabel(status: GroupStatus): string {
  if (status === 'open') return 'Join';
  if (status === 'request') return 'Request to join';
  return 'Learn more';
}

/** True for groups a stranger can join now (open sign-up or by request). */
export const isJoinable = (status: GroupStatus): boolean =>
  status === 'open' || status === 'request';
